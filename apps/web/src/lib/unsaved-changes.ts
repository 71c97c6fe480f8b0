import { type RefObject, useEffect, useRef } from 'react';

/**
 * Forms with typed work not yet saved. Each registers a question ("are you dirty now?") and the
 * element it lives in, so a leave of the page asks about any of them and closing a dialog asks only
 * about the forms inside it. Read at the moment of leaving, so a form that has just been submitted
 * (and navigates on success) is not reported.
 */
const forms = new Map<symbol, { dirty: () => boolean; element: () => HTMLElement | null }>();

/** Whether any form (inside `within`, when given) holds unsaved changes right now. */
export function hasUnsavedChanges(within?: HTMLElement | null): boolean {
  for (const form of forms.values()) {
    if (!form.dirty()) continue;
    if (!within) return true;
    const element = form.element();
    if (element && within.contains(element)) return true;
  }
  return false;
}

/** Registers a form for the leave-page and close-dialog questions while it is mounted. */
export function useUnsavedChanges(
  dirty: boolean | (() => boolean),
  elementRef?: RefObject<HTMLElement | null>,
): void {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    const id = Symbol('form');
    const isDirty = () => (typeof dirtyRef.current === 'function' ? dirtyRef.current() : dirtyRef.current);
    forms.set(id, { dirty: isDirty, element: () => elementRef?.current ?? null });
    return () => {
      forms.delete(id);
    };
  }, [elementRef]);
}
