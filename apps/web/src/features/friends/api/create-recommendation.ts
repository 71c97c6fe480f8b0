import type { CreateRecommendationInput, SentRecommendation } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** `POST /api/recommendations` (201) → { data }. */
export async function createRecommendation(input: CreateRecommendationInput): Promise<SentRecommendation> {
  const res = await apiFetch<{ data: SentRecommendation }>('/api/recommendations', {
    method: 'POST',
    body: { ...input },
    fallbackMessage: t('error.sendRecommendation'),
  });
  return res.data;
}

export function useCreateRecommendation() {
  return useMutation({ mutationFn: createRecommendation });
}
