import type { FastifyBaseLogger } from 'fastify';
import { isPublicIp, normaliseIp } from './ip-address.ts';
import type { IpLocationClient } from './ip-location.client.ts';

export const GEO_LOOKUP_TIMEOUT_MS = 1500;
const CACHE_MAX_ENTRIES = 5000;
const ANSWER_TTL_MS = 6 * 60 * 60 * 1000;
/** A failure is remembered briefly too, so a service that is down is not asked on every page view. */
const FAILURE_TTL_MS = 60 * 1000;

interface Entry {
  country: string | null;
  expiresAt: number;
}

/**
 * Country by IP address, for the pricing region (spec §9). A cache, not state: each instance keeps
 * its own, least recently used entries leave first, and losing it only costs a lookup.
 */
export function createGeoService(deps: {
  client: IpLocationClient;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { client, log, now = Date.now } = deps;
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<string | null>>();

  const remember = (ip: string, country: string | null, ttl: number) => {
    cache.delete(ip);
    cache.set(ip, { country, expiresAt: now() + ttl });
    if (cache.size > CACHE_MAX_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  };

  const lookUp = async (ip: string): Promise<string | null> => {
    try {
      const country = await client.countryOf(ip);
      remember(ip, country, ANSWER_TTL_MS);
      return country;
    } catch (error) {
      log.warn({ err: error }, 'IP-location lookup failed');
      remember(ip, null, FAILURE_TTL_MS);
      return null;
    }
  };

  return {
    /** The ISO country of `ip`, or null when it is private, unknown or the service failed. */
    async countryOf(rawIp: string): Promise<string | null> {
      const ip = normaliseIp(rawIp);
      if (!isPublicIp(ip)) return null;
      const hit = cache.get(ip);
      if (hit && hit.expiresAt > now()) {
        cache.delete(ip);
        cache.set(ip, hit);
        return hit.country;
      }
      // Concurrent first requests from one address share one lookup.
      let lookup = pending.get(ip);
      if (!lookup) {
        lookup = lookUp(ip).finally(() => pending.delete(ip));
        pending.set(ip, lookup);
      }
      return lookup;
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
