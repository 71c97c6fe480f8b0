// The route option `compress` is declared by @fastify/compress; the type import makes it known here
// wherever this file is compiled (the bench builds routes without app.ts).
import type {} from '@fastify/compress';
import {
  checkoutBodySchema,
  checkoutStartBodySchema,
  checkoutStartResponseSchema,
  confirmPaymentBodySchema,
  confirmPaymentResponseSchema,
  errorBodySchema,
  paymentProvidersSchema,
  paystackSubscribeResponseSchema,
  receiptParamsSchema,
  sandboxActionBodySchema,
  sandboxActionResponseSchema,
  sandboxSessionQuerySchema,
  sandboxSessionSchema,
  stripeCheckoutResponseSchema,
  subscriptionStatusSchema,
  webhookAckSchema,
} from '@shelfwise/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth-guard.ts';
import { fileAnswer } from '../../http/file-answer.ts';
import { type BillingService, WebhookNotConfigured } from './billing.service.ts';
import { WebhookRejected } from './gateway-support.ts';

const security = [{ bearerAuth: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};

/** Subscriptions and payments of spec §7 (Users and payments), the TEST MODE checkout, and the provider webhooks. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('preHandler', requireUser);

    api.post(
      '/payments/checkout',
      {
        schema: {
          tags: ['payments'],
          summary: "Start a checkout with the provider of the account's payment region",
          description:
            'Paystack in naira for an account that pays in naira, Stripe in dollars otherwise (Settings changes it). `region` is read only for an account that has no payment region yet, and is then kept. Errors as the two provider routes.',
          security,
          body: checkoutStartBodySchema,
          response: { 200: checkoutStartResponseSchema, ...errors },
        },
      },
      (request) => billing.startCheckout(request.user, request.body),
    );

    api.post(
      '/payments/stripe-checkout',
      {
        schema: {
          tags: ['payments'],
          summary: 'Start a Stripe Checkout for a paid plan (USD); answers the page to send the browser to',
          description:
            '`userId` must be the caller. Without Stripe keys: 503, or with PAYMENTS_SANDBOX the built-in TEST MODE checkout. ' +
            "'annually' is accepted for yearly. The plan and cycle already held answer 400.",
          security,
          body: checkoutBodySchema,
          response: { 200: stripeCheckoutResponseSchema, ...errors },
        },
      },
      (request) => billing.startStripeCheckout(request.user, request.body),
    );

    api.post(
      '/paystack/subscribe',
      {
        schema: {
          tags: ['payments'],
          summary: 'Start a Paystack subscription checkout for a paid plan (NGN)',
          description:
            '`userId` must be the caller. Without Paystack keys: 503, or with PAYMENTS_SANDBOX the built-in TEST MODE checkout.',
          security,
          body: checkoutBodySchema,
          response: { 200: paystackSubscribeResponseSchema, ...errors },
        },
      },
      (request) => billing.startPaystackCheckout(request.user, request.body),
    );

    api.post(
      '/payments/confirm',
      {
        schema: {
          tags: ['payments'],
          summary: 'After the return from a checkout: checks with the provider and applies a payment at once',
          security,
          body: confirmPaymentBodySchema,
          response: { 200: confirmPaymentResponseSchema, ...errors },
        },
      },
      (request) => billing.confirmReturn(request.user, request.body),
    );

    api.get(
      '/payments/providers',
      {
        schema: {
          tags: ['payments'],
          summary: 'How each provider takes payments on this server: live, test (TEST MODE) or unavailable',
          security,
          response: { 200: paymentProvidersSchema, ...errors },
        },
      },
      async (_request, reply) =>
        // The same for everyone while the server runs; a browser may keep it a while.
        (reply as FastifyReply).header('cache-control', 'private, max-age=300').send(billing.providerModes()),
    );

    api.get(
      '/payments/status',
      {
        schema: {
          tags: ['payments'],
          summary: "The caller's plan, subscription and payment history",
          security,
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      (request) => billing.status(request.user),
    );

    api.delete(
      '/payments/cancel',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Stop renewal; the plan lasts to the end of the paid period, then the account moves to free',
          security,
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      (request) => billing.cancel(request.user),
    );

    api.post(
      '/payments/refund',
      {
        schema: {
          tags: ['payments'],
          summary: '7-day money-back guarantee: refund the first payment and end the plan now',
          security,
          response: { 200: subscriptionStatusSchema, ...errors },
        },
      },
      (request) => billing.refund(request.user),
    );

    api.get(
      '/payments/receipt-pdf/:reference',
      {
        schema: {
          tags: ['payments'],
          summary: "A PDF receipt of one of the caller's payments (anyone else's: 404)",
          security,
          params: receiptParamsSchema,
          response: { 200: fileAnswer('application/pdf', 'The receipt as a PDF'), ...errors },
        },
        // pdfkit already deflates the page streams; gzip on top would only cost CPU.
        compress: false,
      },
      async (request, reply) => {
        const { reference, pdf } = await billing.receipt(request.user, request.params.reference);
        const filename = `receipt-${reference.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
        return (reply as FastifyReply)
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    // The TEST MODE checkout exists only when asked for (PAYMENTS_SANDBOX, never in production):
    // without it these paths are not routes at all (404).
    if (!billing.sandboxEnabled) return;

    api.get(
      '/payments/sandbox/session',
      {
        schema: {
          tags: ['payments'],
          summary: 'TEST MODE checkout: what the session is for (plan, cycle, amount)',
          security,
          querystring: sandboxSessionQuerySchema,
          response: { 200: sandboxSessionSchema, ...errors },
        },
      },
      (request) => billing.sandboxSession(request.user, request.query.session),
    );

    const sandboxActions = [
      ['pay', 'TEST MODE: pay (applied as a provider webhook would be)', billing.sandboxPay],
      ['decline', 'TEST MODE: the card is declined; nothing changes', billing.sandboxDecline],
      ['cancel', 'TEST MODE: leave the checkout; nothing changes', billing.sandboxCancel],
    ] as const;
    for (const [path, summary, run] of sandboxActions) {
      api.post(
        `/payments/sandbox/${path}`,
        {
          schema: {
            tags: ['payments'],
            summary,
            security,
            body: sandboxActionBodySchema,
            response: { 200: sandboxActionResponseSchema, ...errors },
          },
        },
        async (request) => run(request.user, request.body.session),
      );
    }
  });

  // Signatures are over the exact bytes sent, so these two routes keep the body raw (and only these).
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const receive =
      (handle: (raw: Buffer, signature: string | undefined) => Promise<unknown>, header: string) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : null;
        const value = request.headers[header];
        const signature = Array.isArray(value) ? value[0] : value;
        if (!raw || raw.length === 0) {
          return reply.status(400).send({ message: 'The webhook body is empty', code: 'BAD_REQUEST' });
        }
        try {
          await handle(raw, signature);
        } catch (error) {
          if (error instanceof WebhookRejected || error instanceof WebhookNotConfigured) {
            request.log.warn({ reason: error.message }, 'webhook rejected');
            return reply.status(400).send({ message: error.message, code: 'BAD_REQUEST' });
          }
          throw error;
        }
        // Only now, after the commit: a provider that sees a 2xx never sends this event again.
        return reply.status(200).send({ received: true });
      };

    hooks.post(
      '/payments/stripe/webhook',
      {
        schema: {
          tags: ['webhooks'],
          summary: 'Stripe events, verified with the SDK on the raw body (Stripe-Signature)',
          response: { 200: webhookAckSchema, 400: errorBodySchema },
        },
      },
      receive((raw, signature) => billing.handleStripeWebhook(raw, signature), 'stripe-signature'),
    );

    hooks.post(
      '/paystack/webhook',
      {
        schema: {
          tags: ['webhooks'],
          summary: 'Paystack events, verified by HMAC-SHA512 of the raw body (x-paystack-signature)',
          response: { 200: webhookAckSchema, 400: errorBodySchema },
        },
      },
      receive((raw, signature) => billing.handlePaystackWebhook(raw, signature), 'x-paystack-signature'),
    );
  });
};
