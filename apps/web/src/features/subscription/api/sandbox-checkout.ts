import type { SandboxActionResponse, SandboxSession } from '@shelfwise/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { subscriptionKeys } from './query-keys.ts';

/** `GET /api/payments/sandbox/session`: what the TEST MODE checkout is for. */
export const getSandboxSession = (session: string, signal?: AbortSignal) =>
  apiFetch<SandboxSession>(`/api/payments/sandbox/session?session=${encodeURIComponent(session)}`, {
    signal,
    fallbackMessage: t('error.thisTestCheckoutCouldNot'),
  });

export const useSandboxSession = (session: string) =>
  useQuery({
    queryKey: subscriptionKeys.sandbox(session),
    queryFn: ({ signal }) => getSandboxSession(session, signal),
    enabled: session !== '',
    retry: false,
  });

export type SandboxAction = 'pay' | 'decline' | 'cancel';

/** `POST /api/payments/sandbox/{pay|decline|cancel}` → where the browser goes next. */
export const sandboxAction = ({ action, session }: { action: SandboxAction; session: string }) =>
  apiFetch<SandboxActionResponse>(`/api/payments/sandbox/${action}`, {
    method: 'POST',
    body: { session },
    fallbackMessage: t('sub.paymentError'),
  });

export const useSandboxAction = () => useMutation({ mutationFn: sandboxAction });
