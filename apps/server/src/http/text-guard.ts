import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * NUL (PostgreSQL text cannot hold it: the insert fails) and UTF-16 surrogates without their pair
 * (not Unicode: the driver would silently store U+FFFD, and exports choke on them).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

const UNSAFE_TEXT_REASON = 'text may not contain NUL characters or unpaired surrogates';

/**
 * Where in a parsed body (or query, or params) the first unsafe text is, as `books.1.author`, or
 * null. Walks with its own stack, so a deeply nested body cannot exhaust the call stack; field
 * names are checked as well as values.
 */
export function findUnsafeText(value: unknown): { path: string; isKey: boolean } | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (hasUnsafeText(current)) return { path, isKey: false };
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (hasUnsafeText(key)) return { path, isKey: true };
      // Pushed last to first, so fields are reported in the order the client wrote them.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/** Percent-decodes the whole request target; null when it is not valid UTF-8 once decoded. */
function decodeTarget(url: string): string | null {
  try {
    return decodeURIComponent(url);
  } catch {
    return null;
  }
}

/**
 * One global check, ahead of every route and of the not-found handler: text that could never be
 * stored is refused with 400 before any schema, service or query sees it. The request target is
 * checked as it arrives (so a path that matches no route is refused too, not looked up as a file);
 * the parsed body, query and path parameters before validation.
 */
export const INVALID_ADDRESS_MESSAGE = 'The address is not valid: its percent-encoding is not UTF-8 text';

export function registerTextGuard(app: FastifyInstance): void {
  // Synchronous hooks: they run on every request, and an async one costs a promise and a tick.
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.raw.url ?? '/';
    // The parser hands over the target as single bytes: only percent-encoding can make it unsafe.
    const decoded = url.includes('%') ? decodeTarget(url) : url;
    if (decoded === null) {
      done(new AppError(400, 'BAD_REQUEST', INVALID_ADDRESS_MESSAGE));
    } else if (hasUnsafeText(decoded)) {
      done(new AppError(400, 'BAD_REQUEST', `The address is not valid: ${UNSAFE_TEXT_REASON}`));
    } else {
      done();
    }
  });

  app.addHook('preValidation', (request, _reply, done) => {
    // Query and path parameters are cut from the target, so without percent-encoding they hold
    // nothing the check above has not seen.
    const encoded = request.raw.url?.includes('%') ?? false;
    for (const [part, value] of [
      ['body', request.body],
      ['query', encoded ? request.query : undefined],
      ['params', encoded ? request.params : undefined],
    ] as const) {
      const found = findUnsafeText(value);
      if (!found) continue;
      // A hostile body can nest thousands deep; its path is cut to a readable length.
      const where = found.path.length > 120 ? `…${found.path.slice(-119)}` : found.path || part;
      const message = found.isKey
        ? `${where}: field names may not contain NUL characters or unpaired surrogates`
        : `${where}: ${UNSAFE_TEXT_REASON}`;
      done(new AppError(400, 'VALIDATION_ERROR', message));
      return;
    }
    done();
  });
}
