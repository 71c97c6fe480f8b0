import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import pg from 'pg';
import type { Logger } from 'pino';

export interface ChannelListener {
  /** Connects and LISTENs; resolves once listening, or once the first try has failed (it retries). */
  start(): Promise<void>;
  /** Stops retrying and closes the connection. */
  close(): Promise<void>;
  /** Whether the channel is being listened to now (with a heartbeat: not yet proven to deliver). */
  readonly listening: boolean;
}

/** A server that accepts the connection and never answers is given up after this, then retried. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * TCP keep-alive probes start after this much silence on the connection (the system's default is
 * two hours), so a server that vanished without closing the connection is noticed in seconds.
 */
export const LISTEN_KEEPALIVE_DELAY_MS = 5000;

/** Payloads that start with this are a listener's heartbeats; they never reach `onNotify`. */
export const HEARTBEAT_PREFIX = 'heartbeat:';

export interface HeartbeatOptions {
  /** How often the listener sends a NOTIFY on its channel and waits to hear it back (ms). */
  everyMs: number;
  /**
   * A listener whose last heartbeat heard back was sent longer ago than this is stale: it says so
   * (`onLost`), drops its connection and listens again on a new one.
   */
  staleAfterMs: number;
  /**
   * A heartbeat came back: every notification committed before `until - staleAfterMs` has been
   * delivered to `onNotify`. `until` is a `monotonic` time, the end of what this heartbeat proves.
   */
  onFresh(until: number): void;
}

export interface ListenOptions {
  connectionString: string | undefined;
  channel: string;
  log: Pick<Logger, 'warn' | 'info'>;
  /** What the warnings call this listener ("mail listener"). */
  name: string;
  onNotify(payload: string): void;
  /** Listening now: called after every successful LISTEN (the first and each reconnection). */
  onListening?(): void;
  /** The connection was lost, could not be made or went silent: notifications may be missed. */
  onLost?(): void;
  retryMs?: number;
  /** Proof that the channel delivers, not only that the connection looks open (see HeartbeatOptions). */
  heartbeat?: HeartbeatOptions;
  /** Milliseconds that only go forward (performance.now by default), for the heartbeat's deadlines. */
  monotonic?: () => number;
}

/** One connection and what is known of it. */
interface Connection {
  client: pg.Client;
  /** Our own socket (pg's `stream` option), so a connection gone silent can be dropped at once. */
  socket: Socket | undefined;
  /** Heartbeats sent on it and not heard back yet: sequence number → when sent (monotonic). */
  pending: Map<number, number>;
  /** Until when (monotonic) this connection counts as delivering; moved on by each heartbeat heard. */
  deadline: number;
  /** A heartbeat has come back on it since LISTEN. */
  heard: boolean;
  /** A heartbeat query is on its way (the next one waits for it). */
  sending: boolean;
  dropped: boolean;
}

/**
 * One connection of its own (LISTEN does not work through a pool) on one channel, reconnecting
 * after `retryMs` when the connection fails. NOTIFY is delivered when the sending transaction
 * commits, so a listener never hears of a change that was rolled back.
 *
 * With `heartbeat`, the listener also NOTIFYs on its own channel every `everyMs` and waits to hear
 * it back through LISTEN. PostgreSQL delivers a channel's notifications to each listener in commit
 * order, so a heartbeat heard back proves that every change committed before it was sent has been
 * heard. A connection that stays open but delivers nothing (a stalled proxy, a half-dead network
 * path) is found out this way: TCP keep-alive cannot, since something still answers its probes.
 */
export function listenToChannel(options: ListenOptions): ChannelListener {
  const { channel, log, name, heartbeat } = options;
  const retryMs = options.retryMs ?? 5000;
  const monotonic = options.monotonic ?? (() => performance.now());
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  if (heartbeat && !(heartbeat.staleAfterMs > heartbeat.everyMs && heartbeat.everyMs > 0)) {
    throw new Error('a heartbeat must be sent more often than it is allowed to be missed');
  }
  /** Heartbeats of this listener (not another instance's on the same channel). */
  const ownPrefix = `${HEARTBEAT_PREFIX}${randomUUID()}:`;
  let sequence = 0;
  /** Listening on this connection. */
  let current: Connection | null = null;
  /** Connecting (or listening): what `close` ends. */
  let opened: Connection | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let beatTimer: NodeJS.Timeout | undefined;
  let closed = false;
  /** A stale or lost connection has been reported and not recovered yet (one warning per outage). */
  let outage = false;

  const lost = () => {
    try {
      options.onLost?.();
    } catch {}
  };

  const schedule = (delayMs = retryMs) => {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), delayMs);
    retryTimer.unref();
  };

  /** Ends a connection without waiting for the server (which may never answer again). */
  const drop = (connection: Connection) => {
    connection.dropped = true;
    connection.client.end().catch(() => {});
    connection.socket?.destroy();
  };

  const warn = (error: unknown, message: string) => {
    if (outage) return;
    outage = true;
    log.warn(error === undefined ? {} : { err: error }, message);
  };

  function heard(connection: Connection, payload: string): void {
    if (!heartbeat || !payload.startsWith(ownPrefix)) return;
    const heardSequence = Number(payload.slice(ownPrefix.length));
    const sentAt = connection.pending.get(heardSequence);
    if (sentAt === undefined || connection.dropped) return;
    // Overdue already: this connection is given up (at the next beat), even if it speaks again.
    if (monotonic() >= connection.deadline) return;
    for (const n of connection.pending.keys()) if (n <= heardSequence) connection.pending.delete(n);
    connection.deadline = Math.max(connection.deadline, sentAt + heartbeat.staleAfterMs);
    if (!connection.heard && outage) log.info(`${name} hears its heartbeat again`);
    connection.heard = true;
    outage = false;
    if (connection.deadline > monotonic()) heartbeat.onFresh(connection.deadline);
  }

  function beat(): void {
    const connection = current;
    if (!heartbeat || !connection) return;
    const now = monotonic();
    if (now >= connection.deadline) {
      warn(
        undefined,
        `${name} heard no heartbeat for ${heartbeat.staleAfterMs} ms; listening again on a new connection`,
      );
      current = null;
      opened = null;
      drop(connection);
      lost();
      void connect();
      return;
    }
    for (const [n, sentAt] of connection.pending) {
      if (now - sentAt >= heartbeat.staleAfterMs) connection.pending.delete(n);
    }
    if (connection.sending) return;
    const n = ++sequence;
    connection.pending.set(n, now);
    connection.sending = true;
    connection.client
      .query('select pg_notify($1, $2)', [channel, `${ownPrefix}${n}`])
      .catch(() => {})
      .finally(() => {
        connection.sending = false;
      });
  }

  async function connect(): Promise<void> {
    if (closed) return;
    let socket: Socket | undefined;
    const client = new pg.Client({
      connectionString: options.connectionString,
      // Named in pg_stat_activity, so an operator (or a test) can tell it from the pool's.
      application_name: `shelfwise ${name}`.slice(0, 63),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: LISTEN_KEEPALIVE_DELAY_MS,
      stream: () => {
        socket = new Socket();
        return socket;
      },
    });
    const connection: Connection = {
      client,
      get socket() {
        return socket;
      },
      pending: new Map(),
      deadline: 0,
      heard: false,
      sending: false,
      dropped: false,
    };
    opened = connection;
    client.on('notification', (message) => {
      if (message.channel !== channel || connection.dropped) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(HEARTBEAT_PREFIX)) heard(connection, payload);
      else options.onNotify(payload);
    });
    client.on('error', (error) => {
      if (connection.dropped) return;
      warn(error, `${name} lost its connection; reconnecting`);
      drop(connection);
      if (current === connection) {
        current = null;
        lost();
      }
      schedule();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (closed || connection.dropped) {
        drop(connection);
        return;
      }
      current = connection;
      if (heartbeat) connection.deadline = monotonic() + heartbeat.staleAfterMs;
      else outage = false;
      options.onListening?.();
      // The first heartbeat at once: the channel is proven within a round trip of LISTEN.
      beat();
    } catch (error) {
      if (connection.dropped) return;
      warn(error, `${name} could not connect; retrying`);
      drop(connection);
      lost();
      schedule();
    }
  }

  return {
    async start() {
      if (heartbeat && !beatTimer) {
        beatTimer = setInterval(beat, heartbeat.everyMs);
        beatTimer.unref();
      }
      await connect();
    },
    get listening() {
      return current !== null;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(beatTimer);
      const connection = opened;
      const wasListening = current !== null;
      current = null;
      opened = null;
      if (!connection) return;
      connection.dropped = true;
      const ended = connection.client.end().catch(() => {});
      // Once pg's goodbye is written the socket is closed, without waiting for the server's own
      // close: one that no longer answers would hold shutdown otherwise. A connection still being
      // made is let go at once.
      if (wasListening) connection.socket?.destroySoon();
      else connection.socket?.destroy();
      await ended;
    },
  };
}
