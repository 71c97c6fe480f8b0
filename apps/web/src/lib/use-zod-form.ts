import { type FormEvent, type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';
import { t } from './i18n/i18n.ts';
import { translateIssue } from './i18n/validation.ts';
import { useUnsavedChanges } from './unsaved-changes.ts';

type Values = Record<string, unknown>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first sentence the schema gives for each top-level field, in the language shown. */
export function fieldErrorsOf<V extends Values>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = translateIssue(issue.message);
  }
  return errors as FieldErrors<V>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface ZodForm<S extends z.ZodType<unknown, Values>> {
  values: z.input<S>;
  /** Sets one field; its error shows once it was left (blurred) or a submit was tried. */
  set: <K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K]) => void;
  /** Marks a field as visited, so its error shows from now on. */
  touch: (name: keyof z.input<S> & string) => void;
  /** The errors to show now: the schema's sentences for visited fields, and the server's. */
  errors: FieldErrors<z.input<S>>;
  /** Whether the values pass the schema (e.g. to enable the submit button). */
  isValid: boolean;
  /** Whether the values differ from the last saved (or initial) ones. */
  isDirty: boolean;
  /** A refusal that belongs to no field (shown above the buttons), or null. */
  formError: string | null;
  submitting: boolean;
  /**
   * The form's onSubmit: validates with the schema (errors beside their fields), then runs
   * `onValid` with the parsed data. A thrown ApiError puts each refused field's sentence beside it
   * and anything else in `formError`. Returns to clean once `onValid` resolves.
   */
  handleSubmit: (onValid: (data: z.output<S>) => Promise<unknown> | unknown) => (event?: FormEvent) => void;
  /** Puts a server error where it belongs (fields, else `formError`). */
  showError: (error: unknown) => void;
  /** New saved values (e.g. after a reload): clean again, errors cleared. */
  reset: (next?: z.input<S>) => void;
}

/**
 * One way for every form to take its rules from the contract's zod schema: field errors are the
 * schema's sentences beside their fields, the server's validation refusals land on the same fields
 * (never as raw "field: …" text), and while there are unsaved changes, leaving the page or closing
 * the dialog the form sits in asks first (pass `formRef`, the element of the form).
 */
export function useZodForm<S extends z.ZodType<unknown, Values>>(
  schema: S,
  initial: z.input<S>,
  {
    formRef,
    fallbackMessage = t('common.failed.generic'),
  }: { formRef?: RefObject<HTMLElement | null>; fallbackMessage?: string } = {},
): ZodForm<S> {
  type V = z.input<S>;
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [saved, setSaved] = useState<V>(initial);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const schemaErrors = parsed.success ? {} : fieldErrorsOf<V>(parsed.error);
  const isDirty = !same(values, saved);
  // Read when someone leaves: a form being submitted (which may navigate on success) is not asked about.
  useUnsavedChanges(() => isDirty && !submittingRef.current, formRef);

  const errors: FieldErrors<V> = { ...serverErrors };
  for (const [field, message] of Object.entries(schemaErrors) as [Name, string][]) {
    if (submitted || visited.has(field)) errors[field] = message;
  }

  const set = useCallback(<K extends Name>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current as Record<string, string>;
      return rest as FieldErrors<V>;
    });
  }, []);

  const touch = useCallback((name: Name) => {
    setVisited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const showError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        const byField: Record<string, string> = {};
        const elsewhere: string[] = [];
        for (const { field, message } of error.fields) {
          const top = field.split('.')[0] ?? '';
          if (top && top in (values as Values)) byField[top] ??= message;
          else elsewhere.push(message);
        }
        setServerErrors(byField as FieldErrors<V>);
        setFormError(elsewhere.length > 0 ? elsewhere.join(' ') : null);
        return;
      }
      setFormError((error as Error | undefined)?.message || fallbackMessage);
    },
    [values, fallbackMessage],
  );

  const handleSubmit = useCallback(
    (onValid: (data: z.output<S>) => Promise<unknown> | unknown) => (event?: FormEvent) => {
      event?.preventDefault();
      if (submittingRef.current) return;
      setSubmitted(true);
      setFormError(null);
      const result = schema.safeParse(values);
      if (!result.success) return;
      submittingRef.current = true;
      setSubmitting(true);
      const sent = values;
      Promise.resolve()
        .then(() => onValid(result.data))
        .then(
          () => {
            setSaved(sent);
            setServerErrors({});
          },
          (error: unknown) => showError(error),
        )
        .finally(() => {
          submittingRef.current = false;
          setSubmitting(false);
        });
    },
    [schema, values, showError],
  );

  const reset = useCallback(
    (next?: V) => {
      const base = next ?? saved;
      setValues(base);
      setSaved(base);
      setVisited(new Set());
      setSubmitted(false);
      setServerErrors({});
      setFormError(null);
    },
    [saved],
  );

  return {
    values,
    set,
    touch,
    errors,
    isValid: parsed.success,
    isDirty,
    formError,
    submitting,
    handleSubmit,
    showError,
    reset,
  };
}
