import { t } from '../../../lib/i18n/i18n.ts';
/** Pager arithmetic and texts of the library list (spec §2, §9). */

/** Total pages are the total divided by the page size, rounded up. */
export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** 'Showing X to Y of Z results' for the page shown. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return t('pager.showing', { from: 0, to: 0, total: 0 });
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return t('pager.showing', { from, to, total });
}

/** 'Page N of M'; an empty list still reads 'Page 1 of 1' rather than 'of 0'. */
export function pageOfText(page: number, pageSize: number, total: number): string {
  return t('pager.page', { page, pages: Math.max(1, totalPages(total, pageSize)) });
}
