/**
 * The IP-location service (ipapi.co by default, GEO_API_URL): `GET {base}/{ip}/json/` answers JSON
 * with a `country` field holding an ISO code such as "NG". Rate-limit and error answers come as a
 * non-2xx status or as `{ "error": true, "reason": ... }`; both count as "unknown".
 */
export interface IpLocationClient {
  countryOf(ip: string): Promise<string | null>;
}

export function createIpLocationClient(baseUrl: string, timeoutMs: number): IpLocationClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async countryOf(ip) {
      const res = await fetch(`${base}/${encodeURIComponent(ip)}/json/`, {
        headers: { accept: 'application/json', 'user-agent': 'shelfwise' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`IP-location service answered ${res.status}`);
      const body = (await res.json()) as { country?: unknown; error?: unknown };
      if (body.error) throw new Error('IP-location service answered an error');
      const country = typeof body.country === 'string' ? body.country.toUpperCase() : '';
      return /^[A-Z]{2}$/.test(country) ? country : null;
    },
  };
}
