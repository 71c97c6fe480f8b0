import type { MeResponse } from '@shelfwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppSettings } from '../app-settings/index.ts';
import { meQueryKey } from './api/me.ts';
import type { AuthHost } from './host.tsx';

/** The sign-in forms inside the app: settings from the query cache; the signed-in account goes there too. */
export function useAppAuthHost(): AuthHost {
  const queryClient = useQueryClient();
  const settings = useAppSettings();
  return useMemo(
    () => ({
      settings,
      signedIn: (me: MeResponse | null) => {
        // Any user cached from an earlier session is dropped.
        queryClient.removeQueries({ queryKey: meQueryKey });
        if (me) queryClient.setQueryData(meQueryKey, me);
      },
    }),
    [queryClient, settings],
  );
}
