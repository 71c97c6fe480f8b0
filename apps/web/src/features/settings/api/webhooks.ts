import type {
  CreateWebhook,
  UpdateWebhook,
  Webhook,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookList,
} from '@shelfwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export const webhooksQueryKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;
const path = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

/** `GET /api/webhooks`: the endpoints (never their secret), the plan and its limit. */
export const useWebhooks = () =>
  useQuery({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<WebhookList>('/api/webhooks', { signal, fallbackMessage: t('error.webhooks') }),
  });

/** `GET /api/webhooks/{id}/deliveries`: the last 50 deliveries, newest first (while the log is open). */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) =>
      apiFetch<WebhookDeliveryList>(`${path(id)}/deliveries`, {
        signal,
        fallbackMessage: t('error.webhooks'),
      }).then((answer) => answer.data),
  });

/** `POST /api/webhooks`: the answer holds the signing secret, this once. */
export const useCreateWebhook = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhook) =>
      apiFetch<{ data: WebhookCreated }>('/api/webhooks', {
        method: 'POST',
        body: input,
        fallbackMessage: t('error.webhooks'),
      }).then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};

/** `PATCH /api/webhooks/{id}`: on or off, or other events. */
export const useUpdateWebhook = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWebhook & { id: string }) =>
      apiFetch<{ data: Webhook }>(path(id), {
        method: 'PATCH',
        body: input,
        fallbackMessage: t('error.webhooks'),
      }).then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};

/** `DELETE /api/webhooks/{id}`: the endpoint and its log are gone. */
export const useDeleteWebhook = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(path(id), { method: 'DELETE', fallbackMessage: t('error.webhooks') }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
};

/** `POST /api/webhooks/{id}/test`: a ping event is queued; the log shows how it went. */
export const useTestWebhook = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ data: WebhookDelivery }>(`${path(id)}/test`, {
        method: 'POST',
        fallbackMessage: t('error.webhooks'),
      }).then((answer) => answer.data),
    onSuccess: (_, id) => client.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
};
