/** The reader's title by the number of books they own (spec §4 "Rank titles"). */
export function rankTitle(booksCount: number | null | undefined): string {
  const count = booksCount ?? 0;
  if (count <= 0) return 'Newbie';
  if (count < 5) return 'Book Lover';
  if (count < 10) return 'Book Worm';
  if (count < 20) return 'Bibliophile';
  if (count < 50) return 'Book Collector';
  return 'Library Master';
}
