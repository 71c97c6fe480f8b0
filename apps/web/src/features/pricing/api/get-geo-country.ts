/**
 * `GET /api/geo` → `{ country }`: the caller's country by IP, null when unknown.
 *
 * A plain fetch rather than a TanStack query on purpose: the public pages render without the
 * query client (main.tsx) to stay small. Inside the app, wrap it: `useQuery({ queryKey:
 * geoCountryQueryKey, queryFn: ({ signal }) => fetchGeoCountry(signal), staleTime: Infinity })`.
 */
export const geoCountryQueryKey = ['geo', 'country'] as const;

export async function fetchGeoCountry(signal?: AbortSignal): Promise<string | null> {
  try {
    const res = await fetch('/api/geo', { headers: { accept: 'application/json' }, signal });
    if (!res.ok) return null;
    const body = (await res.json()) as { country?: unknown };
    return typeof body.country === 'string' ? body.country : null;
  } catch {
    // Offline, aborted or a bad answer: no sign either way.
    return null;
  }
}
