import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

const path = (id: string) => `/api/borrowers/${encodeURIComponent(id)}/page-link`;

/**
 * `POST /api/borrowers/{id}/page-link`: revokes the borrower's links and makes a new page link,
 * shown once (issue 29).
 */
export const useNewPageLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ data: { url: string } }>(path(id), {
        method: 'POST',
        fallbackMessage: t('pageLink.failed'),
      }).then((answer) => answer.data.url),
  });

/** `DELETE /api/borrowers/{id}/page-link`: revokes every link of the borrower (page and feed). */
export const useRevokePageLinks = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(path(id), { method: 'DELETE', fallbackMessage: t('pageLink.failed') }),
  });
