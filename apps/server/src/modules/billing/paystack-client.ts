/**
 * Paystack's REST API (https://paystack.com/docs/api) as HTTP calls and nothing else: every answer
 * is `{ status, message, data }`, and a refusal becomes a `PaystackApiError` with Paystack's status
 * and message. What the answers mean for our plans and subscriptions is paystack-gateway.ts's.
 */

const REQUEST_TIMEOUT_MS = 15_000;

export interface PaystackAuthorization {
  last4?: string | null;
  exp_month?: string | null;
  exp_year?: string | null;
  card_type?: string | null;
  brand?: string | null;
  channel?: string | null;
}

export interface PaystackCustomer {
  id: number;
  email: string;
  customer_code: string;
}

export interface PaystackPlan {
  id?: number;
  name: string;
  plan_code: string;
  amount: number;
  interval: string;
  currency?: string;
}

export interface PaystackTransaction {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel?: string;
  paid_at?: string | null;
  paidAt?: string | null;
  created_at?: string;
  metadata?: unknown;
  authorization?: PaystackAuthorization | null;
  customer: PaystackCustomer;
  /** transaction/verify names the plan code here and the plan in `plan_object`; charge.success sends the plan. */
  plan?: string | PaystackPlan | null;
  plan_object?: PaystackPlan | Record<string, never> | null;
}

export interface PaystackSubscription {
  id: number;
  status: string;
  subscription_code: string;
  email_token: string;
  amount: number;
  next_payment_date: string | null;
  createdAt?: string;
  plan: PaystackPlan;
  customer: PaystackCustomer;
  authorization?: PaystackAuthorization | null;
}

/** What transaction/initialize is sent (amount in kobo, as a string). */
export interface PaystackInitialize {
  email: string;
  amount: string;
  currency: 'NGN';
  plan: string;
  reference: string;
  channels: string[];
  callback_url: string;
  metadata: Record<string, unknown>;
}

/** Paystack answered, and said no (or answered something that is not its envelope). */
export class PaystackApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaystackApiError';
  }
}

export type PaystackClient = ReturnType<typeof createPaystackClient>;

export function createPaystackClient(deps: { secretKey: string; apiBase: string }) {
  const base = deps.apiBase.replace(/\/+$/, '');

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${deps.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => null)) as {
      status?: boolean;
      message?: string;
      data?: T;
    } | null;
    if (!response.ok || json?.status !== true) {
      throw new PaystackApiError(response.status, json?.message ?? `HTTP ${response.status}`);
    }
    return json.data as T;
  }

  const code = (value: string) => encodeURIComponent(value);

  return {
    listPlans: (interval: string) => request<PaystackPlan[]>('GET', `/plan?perPage=100&interval=${interval}`),
    createPlan: (plan: {
      name: string;
      interval: string;
      amount: number;
      currency: 'NGN';
      description: string;
    }) => request<PaystackPlan>('POST', '/plan', plan),
    fetchSubscription: (subscriptionCode: string) =>
      request<PaystackSubscription>('GET', `/subscription/${code(subscriptionCode)}`),
    fetchCustomer: (customerCode: string) =>
      request<{ subscriptions?: Array<{ subscription_code: string; status: string; plan?: unknown }> }>(
        'GET',
        `/customer/${code(customerCode)}`,
      ),
    initializeTransaction: (body: PaystackInitialize) =>
      request<{ authorization_url: string; access_code: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        body,
      ),
    verifyTransaction: (reference: string) =>
      request<PaystackTransaction>('GET', `/transaction/verify/${code(reference)}`),
    disableSubscription: (target: { code: string; token: string }) =>
      request<unknown>('POST', '/subscription/disable', target),
    refund: (transactionReference: string) =>
      request<unknown>('POST', '/refund', { transaction: transactionReference }),
  };
}
