import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getToken } from '../../../lib/api-client.ts';
import { getMe } from './get-me.ts';

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    // A refused token will not become valid by asking again; only a dropped connection is retried.
    retry: (count, error) => error instanceof ApiError && error.status === 0 && count < 2,
  });

/** The signed-in user; does not ask when there is no stored token. */
export const useMe = () => useQuery({ ...meQueryOptions(), enabled: Boolean(getToken()) });
