import { APP_NAME } from '@shelfwise/contract';
import { useLayoutEffect } from 'react';

/** 'Loans · Shelfwise': a page's name in the tab, with the product's. */
export const pageTitle = (page: string) => `${page} · ${APP_NAME}`;

/**
 * Sets the tab title for a page (in the language shown) and puts the previous one back on leaving.
 * Before the frame is painted, so the tab never shows the page before's title (or language).
 */
export function usePageTitle(title: string): void {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
