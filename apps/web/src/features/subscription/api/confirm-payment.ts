import type { ConfirmPaymentBody, ConfirmPaymentResponse } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paymentError } from './start-checkout.ts';

/** `POST /api/payments/confirm`: after the return from a provider, the server asks the provider. */
export const confirmPayment = (body: ConfirmPaymentBody) =>
  apiFetch<ConfirmPaymentResponse>('/api/payments/confirm', {
    method: 'POST',
    body: { ...body },
    fallbackMessage: paymentError(),
  });

export const useConfirmPayment = () => useMutation({ mutationFn: confirmPayment });
