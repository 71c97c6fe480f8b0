import { connect, createServer, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a real server that can be told to go silent: connections stay
 * open, nothing is forwarded either way and nothing is closed, as when a network path or a
 * middlebox stalls. New connections made while it is stalled are accepted and hang too. What was
 * sent meanwhile waits in the sockets and is delivered on `resume`, as after a network hiccup.
 */
export interface StallingProxy {
  /** `host:port` of the proxy. */
  readonly port: number;
  /** The proxy's address in place of `target`'s in a connection string. */
  urlFor(url: string): string;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (stalled) for (const socket of pair) socket.pause();
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    stall() {
      stalled = true;
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    resume() {
      stalled = false;
      for (const pair of pairs) for (const socket of pair) socket.resume();
    },
    async close() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
