import { createHmac } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_SECRET_PREFIX } from '@shelfwise/contract';
import { isPrivateAddress } from '../../platform/net.ts';

/**
 * How a webhook leaves the app: signed as Standard Webhooks says, and sent only to addresses that
 * were checked. The host name is resolved once, every address it gives is checked, and the socket
 * connects to one of those very addresses (the request's `lookup` hands them over), so a second DNS
 * answer (a rebind to 127.0.0.1) cannot slip in between the check and the connection.
 */

/** A host name's addresses (tests inject their own; production asks the system resolver). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export const WEBHOOK_TIMEOUT_MS = 10_000;

export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

/** The HMAC key of a `whsec_…` secret: the base64 after the prefix, decoded (Standard Webhooks). */
export function signingKey(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret,
    'base64',
  );
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The addresses a URL's host stands for, every one checked: a private, loopback, link-local,
 * unique-local or metadata address refuses the lot (unless `allowPrivate`).
 */
export async function checkedAddresses(
  url: URL,
  resolve: Resolver,
  allowPrivate: boolean,
): Promise<{ address: string; family: number }[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new RefusedAddressError(`${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new RefusedAddressError(`${host} could not be resolved`);
  if (!allowPrivate) {
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) throw new RefusedAddressError(`${host} resolves to a private address (${refused.address})`);
  }
  return addresses;
}

/** Connects to the checked addresses, whatever the system resolver would answer now. */
function pinnedLookup(addresses: { address: string; family: number }[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0];
    if (!first) {
      callback(new Error('no address'), '', 0);
      return;
    }
    if (options.all) (callback as (e: null, list: typeof addresses) => void)(null, addresses);
    else callback(null, first.address, first.family);
  };
}

export interface SendOutcome {
  statusCode: number;
}

/** POSTs a signed body; answers the status code, or throws (refused address, timeout, connection). */
export async function postWebhook(input: {
  url: string;
  body: string;
  headers: Record<string, string>;
  resolve: Resolver;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<SendOutcome> {
  const target = new URL(input.url);
  if (target.protocol !== 'https:' && !(input.allowPrivate && target.protocol === 'http:')) {
    throw new RefusedAddressError('only https:// addresses are allowed');
  }
  const addresses = await checkedAddresses(target, input.resolve, input.allowPrivate);
  const client = target.protocol === 'https:' ? https : http;
  const timeoutMs = input.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<SendOutcome>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(addresses),
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(input.body)),
          'user-agent': 'Shelfwise-Webhooks/1',
          ...input.headers,
        },
      },
      (response) => {
        // The answer's body is not read: only its status counts.
        response.resume();
        response.on('error', reject);
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0 }));
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`no answer within ${timeoutMs / 1000} s`) : error),
    );
    request.end(input.body);
  });
}
