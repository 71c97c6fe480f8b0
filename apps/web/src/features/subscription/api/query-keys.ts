/** Every subscription query lives under ['payments']. */
export const subscriptionKeys = {
  all: ['payments'] as const,
  status: ['payments', 'status'] as const,
  sandbox: (session: string) => ['payments', 'sandbox', session] as const,
};
