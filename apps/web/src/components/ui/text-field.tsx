import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n/i18n.ts';

export const inputClasses = (hasError: boolean, extra = '') =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 ${
    hasError ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
  } ${extra}`;

export interface FieldProps {
  label: ReactNode;
  /** Shown under the field in red and announced (the field gets aria-invalid). */
  error?: ReactNode;
  /** Shown under the field in grey. */
  hint?: ReactNode;
  /** Hides the label visually (still read by screen readers). */
  hideLabel?: boolean;
}

/**
 * The visible mark of a required field, beside its label and outside it: assistive technology
 * already hears "required" from the control, and the label (its accessible name) stays the word.
 */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-sm font-medium text-red-600 dark:text-red-400">
      *
    </span>
  );
}

/** Label, control, hint and error wired together by ids; used by every field below. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  hideLabel,
  children,
  className = '',
  required = false,
}: FieldProps & { id: string; children: ReactNode; className?: string; required?: boolean }) {
  const labelElement = (
    <label
      htmlFor={id}
      className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700 dark:text-slate-200'}
    >
      {label}
    </label>
  );
  return (
    <div className={`space-y-1 ${className}`}>
      {required && !hideLabel ? (
        <div className="flex items-baseline">
          {labelElement}
          <RequiredMark />
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const describedBy = (id: string, { error, hint }: Pick<FieldProps, 'error' | 'hint'>) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export type TextFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'children'> & { containerClassName?: string };

/** A labelled text input with optional hint and error. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className = '',
  containerClassName,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      className={containerClassName}
      required={Boolean(rest.required)}
    >
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error, hint })}
        className={inputClasses(Boolean(error), className)}
        {...rest}
      />
    </FieldShell>
  );
}

/** A labelled password input with a show/hide toggle whose accessible label names the field. */
export function PasswordField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className = '',
  containerClassName,
  ...rest
}: Omit<TextFieldProps, 'type'>) {
  const t = useT();
  const language = useLanguage();
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  // 'Show password' in English; German keeps its capitalised nouns ('Passwort anzeigen').
  const labelText =
    typeof label === 'string' ? (language === 'en' ? label.toLowerCase() : label) : t('auth.password');
  return (
    <FieldShell
      id={fieldId}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      className={containerClassName}
      required={Boolean(rest.required)}
    >
      <div className="relative">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { error, hint })}
          className={inputClasses(Boolean(error), `pr-11 ${className}`)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={
            visible
              ? t('common.hideField', { field: labelText })
              : t('common.showField', { field: labelText })
          }
          aria-pressed={visible}
          aria-controls={fieldId}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Eye aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
      </div>
    </FieldShell>
  );
}

/** A labelled multi-line text box (descriptions, notes) with optional hint and error. */
export function TextArea({
  label,
  error,
  hint,
  hideLabel,
  containerClassName,
  id: givenId,
  rows = 3,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'children'> & { containerClassName?: string }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      className={containerClassName}
      required={Boolean(textarea.required)}
    >
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        className={inputClasses(Boolean(error))}
        {...textarea}
      />
    </FieldShell>
  );
}
