import { type FormEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';
import { t } from './i18n/i18n.ts';
import { translateIssue } from './i18n/validation.ts';
import { useUnsavedChanges } from './unsaved-changes.ts';

type Values = Record<string, unknown>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;
/** A field, or a place inside one: 'email', 'bannerItems.2.link', 'overdueDays.0'. */
export type FieldPath<V> = (keyof V & string) | `${keyof V & string}.${string}`;

/** The first sentence the schema gives for each top-level field, in the language shown. */
export function fieldErrorsOf<V extends Values>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = translateIssue(issue.message);
  }
  return errors as FieldErrors<V>;
}

/** The first sentence the schema gives for each exact place ('bannerItems.2.link'), translated. */
export function pathErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = translateIssue(issue.message);
  }
  return errors;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const topOf = (path: string) => path.split('.')[0] ?? '';
const within = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

export interface ZodForm<S extends z.ZodType<unknown, Values>> {
  values: z.input<S>;
  /** Sets one field; its error shows once it was left (blurred) or a submit was tried. */
  set: <K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K]) => void;
  /** Marks a field (or a place inside one) as visited, so its error shows from now on. */
  touch: (name: FieldPath<z.input<S>>) => void;
  /**
   * The errors to show now, one per top-level field (the first found anywhere inside it): the
   * schema's sentences for visited fields, and the server's.
   */
  errors: FieldErrors<z.input<S>>;
  /** The error to show now at exactly this place ('bannerItems.2.link'; 'bannerItems' for the list itself). */
  errorAt: (path: FieldPath<z.input<S>>) => string | undefined;
  /** Whether the values pass the schema (e.g. to enable the submit button). */
  isValid: boolean;
  /** Whether the values differ from the last saved (or initial) ones. */
  isDirty: boolean;
  /** A refusal that belongs to no field (shown above the buttons), or null. */
  formError: string | null;
  submitting: boolean;
  /**
   * The form's onSubmit: validates with the schema (errors beside their fields, the first invalid
   * field focused), then runs `onValid` with the parsed data. A thrown ApiError puts each refused
   * field's sentence beside it and anything else in `formError`. Returns to clean once `onValid`
   * resolves (unless `onValid` called `reset` with values of its own).
   */
  handleSubmit: (onValid: (data: z.output<S>) => Promise<unknown> | unknown) => (event?: FormEvent) => void;
  /** Puts a server error where it belongs (fields, else `formError`). */
  showError: (error: unknown) => void;
  /** New saved values (e.g. after a reload): clean again, errors cleared. */
  reset: (next?: z.input<S>) => void;
}

/** After a refused submit, the first field that says why takes the focus (and comes into view). */
function focusFirstInvalid(root: HTMLElement | null | undefined) {
  if (!root) return;
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  });
}

/**
 * A schema given as a promise (a page that loads its rules after its first paint, e.g. /auth): null
 * until it has arrived.
 */
function useArrived<S>(source: S | Promise<S>): S | null {
  const [arrived, setArrived] = useState<S | null>(null);
  useEffect(() => {
    if (!(source instanceof Promise)) return;
    let live = true;
    source.then(
      (schema) => {
        if (live) setArrived(() => schema);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [source]);
  return source instanceof Promise ? arrived : source;
}

/**
 * One way for every form to take its rules from the contract's zod schema: field errors are the
 * schema's sentences beside their fields, the server's validation refusals land on the same fields
 * (never as raw "field: …" text), and while there are unsaved changes, leaving the page or closing
 * the dialog the form sits in asks first (pass `formRef`, the element of the form). The schema may
 * be a promise (keep it the same object between renders): until it arrives no field shows an error,
 * and a submit meanwhile waits for it.
 */
export function useZodForm<S extends z.ZodType<unknown, Values>>(
  source: S | Promise<S>,
  initial: z.input<S>,
  {
    formRef,
    fallbackMessage = t('common.failed.generic'),
    keepsWork = true,
  }: {
    formRef?: RefObject<HTMLElement | null>;
    fallbackMessage?: string;
    /** False for a form whose typing is not work to keep (a password to sign in again): leaving never asks. */
    keepsWork?: boolean;
  } = {},
): ZodForm<S> {
  type V = z.input<S>;
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [saved, setSaved] = useState<V>(initial);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  /** The server's refusals by exact place ('phone', 'bannerItems.2.link'). */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  /** Counts resets, so a save that reset the form itself keeps the values it chose. */
  const resets = useRef(0);

  const schema = useArrived(source);
  const parsed = useMemo(() => schema?.safeParse(values) ?? null, [schema, values]);
  const isDirty = !same(values, saved);
  // Read when someone leaves: a form being submitted (which may navigate on success) is not asked about.
  useUnsavedChanges(() => keepsWork && isDirty && !submittingRef.current, formRef);

  // Every place with something to say now: the server's refusals, then the schema's sentences for
  // places visited (or everywhere once a submit was tried), which win.
  const shownAt: Record<string, string> = { ...serverErrors };
  if (parsed && !parsed.success) {
    for (const [path, message] of Object.entries(pathErrorsOf(parsed.error))) {
      if (submitted || visited.has(path) || visited.has(topOf(path))) shownAt[path] = message;
    }
  }
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(shownAt)) {
    const top = topOf(path);
    // A field's own sentence first; else the first one found inside it.
    if (path === top) errors[top] = message;
    else errors[top] ??= message;
  }

  const set = useCallback(<K extends Name>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => !within(path, name));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const touch = useCallback((name: string) => {
    setVisited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const showError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        const byPath: Record<string, string> = {};
        const elsewhere: string[] = [];
        for (const { field, message } of error.fields) {
          if (field && topOf(field) in (values as Values)) byPath[field] ??= message;
          else elsewhere.push(message);
        }
        setServerErrors(byPath);
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
      // Read now: the event's element is gone once a schema still on its way has arrived.
      const element = (event?.currentTarget as HTMLElement | undefined) ?? formRef?.current;
      const sent = values;
      const resetsBefore = resets.current;
      const finish = () => {
        submittingRef.current = false;
        setSubmitting(false);
      };
      const submitWith = (ready: S) => {
        const result = ready.safeParse(sent);
        if (!result.success) {
          finish();
          focusFirstInvalid(element);
          return;
        }
        submittingRef.current = true;
        setSubmitting(true);
        Promise.resolve()
          .then(() => onValid(result.data))
          .then(
            () => {
              if (resets.current === resetsBefore) setSaved(sent);
              setServerErrors({});
            },
            (error: unknown) => showError(error),
          )
          .finally(finish);
      };
      if (schema) {
        submitWith(schema);
        return;
      }
      // The rules have not arrived yet: the button shows it is working until they have.
      submittingRef.current = true;
      setSubmitting(true);
      Promise.resolve(source).then(submitWith, () => {
        finish();
        setFormError(fallbackMessage);
      });
    },
    [schema, source, values, showError, formRef, fallbackMessage],
  );

  const reset = useCallback(
    (next?: V) => {
      const base = next ?? saved;
      resets.current += 1;
      setValues(base);
      setSaved(base);
      setVisited(new Set());
      setSubmitted(false);
      setServerErrors({});
      setFormError(null);
    },
    [saved],
  );

  const errorAt = (path: string) => shownAt[path];

  return {
    values,
    set,
    touch,
    errors: errors as FieldErrors<V>,
    errorAt,
    isValid: parsed?.success ?? false,
    isDirty,
    formError,
    submitting,
    handleSubmit,
    showError,
    reset,
  };
}
