import { useEffect } from 'react';

/** Sets the tab title for a page and puts the previous one back on leaving. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
