import { type CatalogBook, looksLikeIsbn, normalizeIsbn } from '@shelfwise/contract';
import { AppError } from '../../http/errors.ts';
import { type GoogleVolumesAnswer, mergeVolumes } from './google-books.ts';
import { TtlCache } from './ttl-cache.ts';

export const SEARCH_UNAVAILABLE = 'Search unavailable - try manual entry';
const RESULTS_PER_QUERY = 10;
const CACHE_TTL_MS = 10 * 60 * 1000;
const CACHE_MAX_ENTRIES = 1000;

export interface CatalogOptions {
  /** Google Books v1 base, e.g. https://www.googleapis.com/books/v1 */
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  cacheTtlMs?: number;
}

export interface Catalog {
  search(term: string): Promise<CatalogBook[]>;
}

const searchUnavailable = () => new AppError(502, 'UPSTREAM_UNAVAILABLE', SEARCH_UNAVAILABLE);

/** The same search typed with other capitals or spacing is the same cache entry. */
export const normalizeTerm = (term: string): string => term.trim().replace(/\s+/g, ' ').toLowerCase();

/** The upstream queries of spec §7: title and author, plus ISBN for a 10–13 digit term. */
export function catalogQueries(term: string): string[] {
  // A double quote inside the term would close the phrase early.
  const phrase = term.trim().replaceAll('"', ' ').replace(/\s+/g, ' ').trim();
  const queries = [`intitle:"${phrase}"`, `inauthor:"${phrase}"`];
  if (looksLikeIsbn(term)) queries.push(`isbn:${normalizeIsbn(term)}`);
  return queries;
}

/**
 * Searches the external books service (Google Books `volumes`). Results are cached briefly and a
 * search already on its way is shared, so a burst of identical keystrokes costs one upstream call.
 * Any failed or slow upstream query fails the search with 502: a partial list would look like
 * "the book does not exist" when it is only the service that is down.
 */
export function createCatalog(options: CatalogOptions): Catalog {
  const cache = new TtlCache<CatalogBook[]>(options.cacheTtlMs ?? CACHE_TTL_MS, CACHE_MAX_ENTRIES);
  const inFlight = new Map<string, Promise<CatalogBook[]>>();
  const base = options.baseUrl.replace(/\/+$/, '');

  async function volumes(q: string): Promise<GoogleVolumesAnswer> {
    const url = new URL(`${base}/volumes`);
    url.searchParams.set('q', q);
    url.searchParams.set('maxResults', String(RESULTS_PER_QUERY));
    if (options.apiKey) url.searchParams.set('key', options.apiKey);
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`books service answered ${response.status}`);
    return (await response.json()) as GoogleVolumesAnswer;
  }

  async function fetchAll(term: string): Promise<CatalogBook[]> {
    try {
      const answers = await Promise.all(catalogQueries(term).map(volumes));
      return mergeVolumes(answers);
    } catch {
      throw searchUnavailable();
    }
  }

  return {
    async search(term) {
      const key = normalizeTerm(term);
      const cached = cache.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchAll(term)
          .then((books) => {
            cache.set(key, books);
            return books;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
