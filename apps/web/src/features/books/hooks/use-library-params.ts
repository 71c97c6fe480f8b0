import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type LibraryLayout,
  type LibraryParams,
  readLibraryParams,
  writeLibraryParams,
} from '../lib/library-params.ts';

/**
 * The library page's state, kept in the URL: a reload keeps it, back and forward walk through it
 * and a copied link opens the same view. `update` pushes a history entry unless told to replace
 * (typing in the search box replaces, so each keystroke is not a step back).
 */
export function useLibraryParams() {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readLibraryParams(query), [query]);
  // Two changes in one tick (a category, then an author) must both land: each builds on the last
  // one written, not on a location that has not caught up yet.
  const latest = useRef(query);
  latest.current = query;
  const update = useCallback(
    (next: Partial<LibraryParams>, options: { replace?: boolean } = {}) => {
      const written = writeLibraryParams({ ...readLibraryParams(latest.current), ...next });
      latest.current = written;
      setQuery(written, { replace: options.replace ?? false });
    },
    [setQuery],
  );
  return [params, update] as const;
}

const layoutKey = (userId: string) => `shelfwise.library-layout.${userId}`;

function storedLayout(userId: string): LibraryLayout | null {
  try {
    const value = localStorage.getItem(layoutKey(userId));
    return value === 'grid' || value === 'table' ? value : null;
  } catch {
    return null;
  }
}

/** Table or cover grid, remembered per user on this device; a `view=` in the URL wins. */
export function useLibraryLayout(userId: string, fromUrl: LibraryLayout | null) {
  const [remembered, setRemembered] = useState(() => storedLayout(userId));
  const remember = useCallback(
    (layout: LibraryLayout) => {
      setRemembered(layout);
      try {
        localStorage.setItem(layoutKey(userId), layout);
      } catch {
        // Private mode: the choice lasts as long as the URL carries it.
      }
    },
    [userId],
  );
  return [fromUrl ?? remembered ?? 'table', remember] as const;
}
