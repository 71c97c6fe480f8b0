import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

/**
 * The mails of payments and plan changes (receipt, failed renewal, refund, cancellation, plan
 * ended). Amounts and dates arrive already worded, so these only arrange the sentences.
 */

interface Recipient {
  name: string;
  /** The Subscription page, built from APP_URL. */
  subscriptionUrl: string;
}

const button = (url: string) => ({ label: 'View your subscription', url });

/** 'Jan 5, 2025' in UTC. */
export function formatMailDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function paymentReceiptMail(
  input: Recipient & {
    planTitle: string;
    cycle: string;
    amount: string;
    reference: string;
    paidOn: string;
    card: string | null;
    renewsOn: string | null;
  },
): RenderedMail {
  return renderMail({
    subject: `Your ${APP_NAME} receipt: ${input.planTitle}`,
    preheader: `${input.amount} paid on ${input.paidOn}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Thank you for your payment. You are on the ${input.planTitle} (${input.cycle}).`,
      `Amount: ${input.amount}`,
      `Date: ${input.paidOn}`,
      `Receipt number: ${input.reference}`,
      ...(input.card ? [`Paid with: ${input.card}`] : []),
      ...(input.renewsOn ? [`Your plan renews on ${input.renewsOn}.`] : []),
    ],
    button: button(input.subscriptionUrl),
    footnote:
      'You can download this receipt as a PDF from your Subscription page. Paid plans come with a 7-day money-back guarantee.',
  });
}

export function paymentFailedMail(input: Recipient & { planTitle: string; amount: string }): RenderedMail {
  return renderMail({
    subject: `We could not take your ${APP_NAME} payment`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Your payment of ${input.amount} for the ${input.planTitle} did not go through.`,
      'Your payment provider will try again over the next days. Please check that your card is valid and has funds, so your plan continues without a break.',
    ],
    button: button(input.subscriptionUrl),
  });
}

export function refundReceiptMail(
  input: Recipient & { amount: string; reference: string; planTitle: string },
): RenderedMail {
  return renderMail({
    subject: `Your ${APP_NAME} refund of ${input.amount}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `We refunded ${input.amount} for the ${input.planTitle} (receipt ${input.reference}).`,
      'Depending on your bank, it can take 5 to 10 business days to appear on your statement.',
    ],
    button: button(input.subscriptionUrl),
  });
}

export function subscriptionCancelledMail(
  input: Recipient & { planTitle: string; endsOn: string },
): RenderedMail {
  return renderMail({
    subject: `Your ${APP_NAME} subscription is cancelled`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Your ${input.planTitle} will not renew. You keep all its features until ${input.endsOn}; after that your account moves to the Free plan.`,
      'All your books, borrowers and history stay in your account.',
    ],
    button: button(input.subscriptionUrl),
  });
}

export function planEndedMail(input: Recipient & { planTitle: string }): RenderedMail {
  return renderMail({
    subject: `Your ${APP_NAME} plan has ended`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Your ${input.planTitle} has ended and your account is now on the Free plan.`,
      'All your books, borrowers and history are kept. While your library is larger than the Free plan allows, you can keep every book but cannot add new ones. You can subscribe again at any time.',
    ],
    button: { label: 'Choose a plan', url: input.subscriptionUrl },
  });
}
