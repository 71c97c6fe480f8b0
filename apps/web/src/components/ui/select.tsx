import { type ComponentProps, useId } from 'react';
import { describedBy, type FieldProps, FieldShell, inputClasses } from './text-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select built from `options` (or children), with optional hint and error. */
export function Select({
  label,
  error,
  hint,
  hideLabel,
  id,
  options,
  className = '',
  children,
  ...rest
}: FieldProps & ComponentProps<'select'> & { options?: SelectOption[] }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      required={Boolean(rest.required)}
    >
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error, hint })}
        className={inputClasses(Boolean(error), `pr-8 ${className}`)}
        {...rest}
      >
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}
