/** Pager arithmetic and texts of the library list (spec §2, §9). */

/** Total pages are the total divided by the page size, rounded up. */
export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** 'Showing X to Y of Z results' for the page shown. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 results';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} results`;
}

/** 'Page N of M'; an empty list still reads 'Page 1 of 1' rather than 'of 0'. */
export function pageOfText(page: number, pageSize: number, total: number): string {
  return `Page ${page} of ${Math.max(1, totalPages(total, pageSize))}`;
}
