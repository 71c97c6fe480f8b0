import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** The loopback port the proxy accepts connections on. */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  /**
   * Stops forwarding in both directions, on every connection, open or opened later, while keeping
   * every socket open: to both ends the connection looks alive and silent. What was sent meanwhile
   * waits (TCP flow control) and goes through in order after `resume`.
   */
  stall(): void;
  resume(): void;
  /** Connections accepted so far (each with its upstream socket). */
  readonly connections: number;
  close(): Promise<void>;
}

/** A loopback TCP proxy to `target`, for faults a real network has and a closed socket does not. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let stalled = false;
  let accepted = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (stalled) socket.pause();
  };

  /** By hand, not pipe(): a pipe resumes its source on the destination's 'drain', stalled or not. */
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (!stalled) from.resume();
    });
  };

  const server = createServer((client) => {
    accepted++;
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
    // Either end going away ends the other, as a real proxy would.
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('error', end).once('close', end);
    upstream.once('error', end).once('close', end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    port: address.port,
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(address.port);
      return through.toString();
    },
    stall() {
      stalled = true;
      for (const socket of sockets) socket.pause();
    },
    resume() {
      stalled = false;
      for (const socket of sockets) socket.resume();
    },
    get connections() {
      return accepted;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
