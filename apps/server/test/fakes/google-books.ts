import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A loopback stand-in for the Google Books `volumes` API (GET {url}/volumes?q=&maxResults=&key=),
 * answering in its real shape: `{ kind, totalItems, items: [{ id, volumeInfo: {...} }] }`, and
 * `{ kind, totalItems: 0 }` (no `items`) when nothing matches. Understands `intitle:"..."`,
 * `inauthor:"..."`, `isbn:...` and a bare term (title or author). Switches make it fail or stall.
 */

export interface FakeVolume {
  id: string;
  title: string;
  authors?: string[];
  publishedDate?: string;
  description?: string;
  isbn10?: string;
  isbn13?: string;
  categories?: string[];
  /** false: no imageLinks at all. */
  hasCover?: boolean;
}

export interface GoogleBooksFake {
  /** Base URL to use as BOOKS_API_URL (no trailing slash). */
  url: string;
  /** Every `q` asked, in order. */
  queries: string[];
  /** API keys received (`key=`), in order. */
  keys: string[];
  /** Answer the next n requests with HTTP 500. */
  failNext(n: number): void;
  /** Hold every answer this long (0: answer at once). */
  setDelay(ms: number): void;
  setVolumes(volumes: FakeVolume[]): void;
  reset(): void;
  close(): Promise<void>;
}

export const defaultVolumes: FakeVolume[] = [
  {
    id: 'B1hSG45JCX4C',
    title: 'Dune',
    authors: ['Frank Herbert'],
    publishedDate: '1965',
    description: 'Set on the desert planet Arrakis, Dune is the story of the boy Paul Atreides.',
    isbn10: '0441172717',
    isbn13: '9780441172719',
    categories: ['Fiction', 'Science Fiction', 'Classics', 'Space Opera'],
  },
  {
    id: 'ydQiDQAAQBAJ',
    title: 'Dune Messiah',
    authors: ['Frank Herbert'],
    publishedDate: '1969',
    description: 'Book two of the Dune chronicles.',
    isbn13: '9780593098233',
    categories: ['Fiction'],
  },
  {
    id: 'XfFvDwAAQBAJ',
    title: 'Atomic Habits',
    authors: ['James Clear'],
    publishedDate: '2018-10-16',
    description: 'An easy and proven way to build good habits and break bad ones.',
    isbn10: '0735211299',
    isbn13: '9780735211292',
    categories: ['Self-Help'],
  },
  {
    id: 'FzVjBgAAQBAJ',
    title: 'The Alchemist',
    authors: ['Paulo Coelho'],
    publishedDate: '2014-04-15',
    description: 'A shepherd boy travels in search of a worldly treasure.',
    isbn13: '9780062315007',
    categories: ['Fiction'],
  },
  {
    id: 'wrOQLV6xB-wC',
    title: "Harry Potter and the Sorcerer's Stone",
    authors: ['J.K. Rowling'],
    publishedDate: '2015-12-08',
    description: 'Harry Potter has never even heard of Hogwarts.',
    isbn13: '9781781100486',
    categories: ['Juvenile Fiction'],
  },
  {
    id: 'kotPYEqx7kMC',
    title: 'Nineteen Eighty-Four',
    authors: ['George Orwell'],
    publishedDate: '1949',
    description: 'Among the seminal texts of the 20th century: 1984.',
    isbn13: '9780451524935',
    categories: ['Fiction', 'Dystopias'],
  },
  {
    id: 'k1984xxxxxx',
    title: '1984',
    authors: ['George Orwell'],
    publishedDate: '2021',
    description: 'A new edition of the classic.',
    isbn13: '9781954839083',
    categories: ['Classics'],
  },
  {
    id: 'anonXXXXXXX',
    title: 'The Cloud of Unknowing',
    publishedDate: '1400',
    hasCover: false,
  },
];

function toVolume(v: FakeVolume) {
  const identifiers = [
    ...(v.isbn10 ? [{ type: 'ISBN_10', identifier: v.isbn10 }] : []),
    ...(v.isbn13 ? [{ type: 'ISBN_13', identifier: v.isbn13 }] : []),
  ];
  return {
    kind: 'books#volume',
    id: v.id,
    etag: `etag-${v.id}`,
    selfLink: `https://www.googleapis.com/books/v1/volumes/${v.id}`,
    volumeInfo: {
      title: v.title,
      ...(v.authors ? { authors: v.authors } : {}),
      publisher: 'Fake Publishing',
      ...(v.publishedDate ? { publishedDate: v.publishedDate } : {}),
      ...(v.description ? { description: v.description } : {}),
      ...(identifiers.length ? { industryIdentifiers: identifiers } : {}),
      readingModes: { text: false, image: false },
      pageCount: 300,
      printType: 'BOOK',
      ...(v.categories ? { categories: v.categories } : {}),
      maturityRating: 'NOT_MATURE',
      language: 'en',
      ...(v.hasCover === false
        ? {}
        : {
            imageLinks: {
              smallThumbnail: `http://books.google.com/books/content?id=${v.id}&printsec=frontcover&img=1&zoom=5&source=gbs_api`,
              thumbnail: `http://books.google.com/books/content?id=${v.id}&printsec=frontcover&img=1&zoom=1&source=gbs_api`,
            },
          }),
      previewLink: `http://books.google.com/books?id=${v.id}`,
    },
  };
}

function matches(volume: FakeVolume, q: string): boolean {
  const lower = (s: string) => s.toLowerCase();
  const quoted = (s: string) => s.replace(/^"|"$/g, '');
  if (q.startsWith('intitle:')) return lower(volume.title).includes(lower(quoted(q.slice(8))));
  if (q.startsWith('inauthor:')) {
    const term = lower(quoted(q.slice(9)));
    return (volume.authors ?? []).some((a) => lower(a).includes(term));
  }
  if (q.startsWith('isbn:')) {
    const isbn = q.slice(5).replace(/[\s-]/g, '');
    return volume.isbn10 === isbn || volume.isbn13 === isbn;
  }
  const term = lower(q);
  return lower(volume.title).includes(term) || (volume.authors ?? []).some((a) => lower(a).includes(term));
}

export async function startGoogleBooksFake(volumes: FakeVolume[] = defaultVolumes): Promise<GoogleBooksFake> {
  let current = volumes;
  let failures = 0;
  let delayMs = 0;
  const queries: string[] = [];
  const keys: string[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const answer = (req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'GET' || !url.pathname.endsWith('/volumes')) {
      return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
    }
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    const key = url.searchParams.get('key');
    if (key) keys.push(key);
    if (failures > 0) {
      failures--;
      return { status: 500, body: { error: { code: 500, message: 'Backend Error', errors: [] } } };
    }
    if (!q) {
      return { status: 400, body: { error: { code: 400, message: 'Missing query.' } } };
    }
    const max = Math.min(Number(url.searchParams.get('maxResults') ?? 10) || 10, 40);
    const found = current.filter((v) => matches(v, q));
    const items = found.slice(0, max).map(toVolume);
    return {
      status: 200,
      body: items.length
        ? { kind: 'books#volumes', totalItems: found.length, items }
        : { kind: 'books#volumes', totalItems: 0 },
    };
  };

  const server: Server = createServer((req, res) => {
    const { status, body } = answer(req);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    };
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        send();
      }, delayMs);
      pending.add(timer);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/books/v1`,
    queries,
    keys,
    failNext(n) {
      failures = n;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    setVolumes(next) {
      current = next;
    },
    reset() {
      failures = 0;
      delayMs = 0;
      current = volumes;
      queries.length = 0;
      keys.length = 0;
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
