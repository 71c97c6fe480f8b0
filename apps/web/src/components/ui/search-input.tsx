import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from './text-field.tsx';

/** A search box with a magnifier icon and a visually hidden label. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  inputClassName = '',
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  inputClassName?: string;
  /** The wrapper's classes besides `relative flex-1` (e.g. a least width beside other controls). */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`relative flex-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={inputClasses(false, `pl-9 ${inputClassName}`)}
      />
    </div>
  );
}
