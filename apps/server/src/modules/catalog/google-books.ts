import { type CatalogBook, MAX_RESULT_CATEGORIES, UNKNOWN_AUTHOR } from '@shelfwise/contract';

/** The parts of a Google Books `volumes` answer we read (spec §7 third-party services). */
export interface GoogleVolume {
  id: string;
  volumeInfo?: {
    title?: string;
    subtitle?: string;
    authors?: string[];
    publishedDate?: string;
    description?: string;
    industryIdentifiers?: { type: string; identifier: string }[];
    categories?: string[];
    imageLinks?: { smallThumbnail?: string; thumbnail?: string };
  };
}

export interface GoogleVolumesAnswer {
  kind?: string;
  totalItems?: number;
  items?: GoogleVolume[];
}

/** Google answers cover links over http; the app is served over https, so ask for https. */
export function httpsThumbnail(url: string | undefined): string {
  if (!url) return '';
  return url.replace(/^http:\/\//i, 'https://');
}

export function toCatalogBook(volume: GoogleVolume): CatalogBook {
  const info = volume.volumeInfo ?? {};
  const authors = (info.authors ?? []).map((a) => a.trim()).filter(Boolean);
  const categories = (info.categories ?? []).map((c) => c.trim()).filter(Boolean);
  const isbn13 = info.industryIdentifiers?.find((i) => i.type === 'ISBN_13')?.identifier ?? '';
  return {
    id: volume.id,
    title: info.title?.trim() || 'Untitled',
    author: authors.length ? authors.join(', ') : UNKNOWN_AUTHOR,
    isbn: isbn13.replace(/[\s-]/g, ''),
    description: info.description ?? '',
    category: categories[0] ?? '',
    categories: categories.slice(0, MAX_RESULT_CATEGORIES),
    thumbnail: httpsThumbnail(info.imageLinks?.thumbnail),
    publishedDate: info.publishedDate ?? '',
  };
}

/** Several answers merged in order, each volume once (by id). */
export function mergeVolumes(answers: GoogleVolumesAnswer[]): CatalogBook[] {
  const seen = new Set<string>();
  const out: CatalogBook[] = [];
  for (const answer of answers) {
    for (const volume of answer.items ?? []) {
      if (!volume?.id || seen.has(volume.id)) continue;
      seen.add(volume.id);
      out.push(toCatalogBook(volume));
    }
  }
  return out;
}
