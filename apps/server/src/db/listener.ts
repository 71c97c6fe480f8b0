import pg from 'pg';
import type { Logger } from 'pino';

export interface ChannelListener {
  /** Connects and LISTENs; resolves once listening, or once the first try has failed (it retries). */
  start(): Promise<void>;
  /** Stops retrying and closes the connection. */
  close(): Promise<void>;
  /** Whether the channel is being listened to now. */
  readonly listening: boolean;
}

/** A server that accepts the connection and never answers is given up after this, then retried. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface ListenOptions {
  connectionString: string | undefined;
  channel: string;
  log: Pick<Logger, 'warn'>;
  /** What the warnings call this listener ("mail listener"). */
  name: string;
  onNotify(payload: string): void;
  /** Listening now: called after every successful LISTEN (the first and each reconnection). */
  onListening?(): void;
  /** The connection was lost or could not be made: notifications may be missed until `onListening`. */
  onLost?(): void;
  retryMs?: number;
}

/**
 * One connection of its own (LISTEN does not work through a pool) on one channel, reconnecting
 * after `retryMs` when the connection fails. NOTIFY is delivered when the sending transaction
 * commits, so a listener never hears of a change that was rolled back.
 */
export function listenToChannel(options: ListenOptions): ChannelListener {
  const { channel, log, name } = options;
  const retryMs = options.retryMs ?? 5000;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  /** Listening on this connection. */
  let client: pg.Client | null = null;
  /** Connecting (or listening): what `close` ends. */
  let opened: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = () => {
    try {
      options.onLost?.();
    } catch {}
  };

  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A server that vanished without closing the connection (a crashed host, a cut network) is
      // noticed, and the listener reconnects, instead of waiting for notifications that never come.
      keepAlive: true,
    });
    opened = next;
    next.on('notification', (message) => {
      if (message.channel === channel) options.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.warn({ err: error }, `${name} lost its connection; reconnecting`);
      next.end().catch(() => {});
      if (client === next) {
        client = null;
        lost();
      }
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      options.onListening?.();
    } catch (error) {
      log.warn({ err: error }, `${name} could not connect; retrying`);
      next.end().catch(() => {});
      lost();
      schedule();
    }
  }

  return {
    start: connect,
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = opened;
      const wasListening = client !== null;
      client = null;
      opened = null;
      // A connection still being made is let go, not waited for (a server that never answers
      // would hold shutdown until the connect timeout).
      const ended = current?.end().catch(() => {});
      if (wasListening) await ended;
    },
  };
}
