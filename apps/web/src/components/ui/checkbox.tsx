import { type ComponentProps, type ReactNode, useId } from 'react';

/** A native checkbox with its label beside it (and an optional description under the label). */
export function Checkbox({
  label,
  description,
  id,
  className = '',
  ...rest
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; description?: ReactNode }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={fieldId}
        type="checkbox"
        aria-describedby={description ? `${fieldId}-desc` : undefined}
        className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
        {...rest}
      />
      <div className="text-sm">
        <label htmlFor={fieldId} className="font-medium text-slate-800 dark:text-slate-100">
          {label}
        </label>
        {description ? (
          <p id={`${fieldId}-desc`} className="text-slate-500 dark:text-slate-400">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
