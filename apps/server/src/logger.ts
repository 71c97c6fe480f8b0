import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { requestContext } from './platform/request-context.ts';

/**
 * Secrets never reach the log, whatever a handler logs by mistake: passwords, session and reset
 * tokens, TEST MODE checkout sessions, hashes, the Authorization and Cookie headers. (Verification codes and reset links only
 * ever sit in mail bodies; see the mailer's print-instead-of-send mode in wiring.ts.)
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'confirmPassword',
  '*.confirmPassword',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  // The TEST MODE checkout's session (a query value and a body field of its routes).
  'session',
  '*.session',
  'tokenHash',
  '*.tokenHash',
  'codeHash',
  '*.codeHash',
  'verificationCode',
  '*.verificationCode',
];

/**
 * Paths whose segment after the prefix is a secret: the emailed reset link's token, the calendar
 * feed's (`/api/calendar/{token}.ics`; only `/api/calendar/feed`, the switch, is not a secret), the
 * borrower's page and feed (`/borrower/{token}`, `/api/borrower/{token}/…`,
 * `/api/borrower-feed/{token}.ics`; `/api/borrowers/…` is not one of them), and the shared wishlist
 * (`/api/wishlist/shared/{token}`, the web page `/wishlist/{token}`; `/api/wishlist/{id}` is not one).
 */
const SECRET_PATH =
  /(\/reset-password\/|\/calendar\/(?!feed(?:[/?#]|$))|\/borrower(?:-feed)?\/|\/wishlist\/shared\/|^\/wishlist\/)[^/?#]+/gi;

/**
 * Query parameters whose value is a secret, on any path: `token` (the unsubscribe links mailed to
 * borrowers, `/unsubscribe?token=` and `/api/unsubscribe?token=`) and `session` (the TEST MODE
 * checkout, `/checkout/sandbox?session=` and `/api/payments/sandbox/session?session=`). The name is
 * matched as the browser may send it (any case, percent-encoded letters).
 */
const SECRET_QUERY =
  /([?&](?:t|%74)(?:o|%6f)(?:k|%6b)(?:e|%65)(?:n|%6e)=|[?&](?:s|%73)(?:e|%65)(?:s|%73)(?:s|%73)(?:i|%69)(?:o|%6f)(?:n|%6e)=)[^&#]*/gi;

/** A request URL fit for the log: the token of a reset link and secret query values are replaced. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  const path = (query < 0 ? url : url.slice(0, query)).replace(SECRET_PATH, '$1[redacted]');
  return query < 0 ? path : path + url.slice(query).replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL made loggable (Fastify logs every request's URL). */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: loggableUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `destination`: where the lines go (tests pass a buffer); default stdout. */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  // A person at a terminal gets readable lines; anything else (files, log shippers) gets JSON.
  const isHumanReading = !destination && process.stdout.isTTY && config.NODE_ENV !== 'production';
  const options: pino.LoggerOptions = {
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    // A line logged during a request by code that holds the root logger (services, the mailer)
    // gets the request's id; Fastify's request logger has it as a binding already.
    mixin(_object, _level, logger) {
      const reqId = requestContext.getStore()?.reqId;
      return reqId && !('reqId' in logger.bindings()) ? { reqId } : {};
    },
    ...(isHumanReading
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
