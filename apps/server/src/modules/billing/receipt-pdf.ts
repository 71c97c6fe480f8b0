import { APP_NAME, type BillingCycle, type PlanId, plans } from '@shelfwise/contract';
import PDFDocument from 'pdfkit';
import { BOLD } from '../../platform/pdf/fonts.ts';
import { createPdfWriter, type TextStyle } from '../../platform/pdf/writer.ts';

/**
 * A one-page receipt of one payment, drawn with the embedded fonts of the book export
 * (platform/pdf), so a customer's name in any script prints as written. Amounts carry the
 * currency code ('NGN 29,999.00'), which reads the same in every locale.
 */

const MARGIN = 56;
const BRAND = '#4f46e5';
const MUTED = '#4b5563';
const INK = '#111827';

export interface ReceiptInput {
  reference: string;
  customerName: string;
  customerEmail: string;
  plan: PlanId;
  billingCycle: BillingCycle;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'success' | 'failed' | 'refunded';
  paidAt: Date | null;
  createdAt: Date;
  refundedAt: Date | null;
  card: { cardType: string; last4: string } | null;
  provider: string;
  /** false leaves page streams readable as plain text (tests). */
  compress?: boolean;
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function receiptAmount(minor: number, currency: string): string {
  return `${currency} ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const statusWord = { success: 'Paid', failed: 'Failed', refunded: 'Refunded' } as const;
const providerName: Record<string, string> = { stripe: 'Stripe', paystack: 'Paystack', sandbox: 'Test mode' };

export function renderReceiptPdf(input: ReceiptInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: input.compress ?? true,
    info: { Title: `${APP_NAME} receipt ${input.reference}`, Author: APP_NAME, Creator: APP_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const { drawText, lineHeight } = createPdfWriter(doc);
  let y = MARGIN;
  const line = (text: string, style: TextStyle, gapAfter = 0, x = MARGIN, w = width) => {
    y += drawText(text, x, y, w, style) + gapAfter;
  };
  line(APP_NAME, { chain: BOLD, size: 22, color: BRAND });
  line('the smart library management system.', { size: 10, color: MUTED }, 24);
  line(
    input.status === 'success' ? 'Receipt' : `Receipt (${statusWord[input.status]})`,
    {
      chain: BOLD,
      size: 18,
      color: INK,
    },
    6,
  );
  line(`Receipt number: ${input.reference}`, { size: 10, color: MUTED });
  line(`Date: ${longDate(input.paidAt ?? input.createdAt)}`, { size: 10, color: MUTED }, 18);

  line('Billed to', { chain: BOLD, size: 11, color: INK });
  // The customer's name and address in any script the embedded fonts cover.
  line(input.customerName, { size: 10, color: INK, maxLines: 2 });
  line(input.customerEmail, { size: 10, color: INK }, 18);

  const rows: Array<[string, string]> = [
    ['Plan', `${plans[input.plan].title} (${plans[input.plan].name})`],
    ['Billing cycle', input.billingCycle === 'yearly' ? 'Yearly' : 'Monthly'],
    ['Amount', receiptAmount(input.amount, input.currency)],
    ['Status', statusWord[input.status]],
    ['Payment method', input.card ? `${input.card.cardType} ending in ${input.card.last4}` : 'Card'],
    ['Processed by', providerName[input.provider] ?? input.provider],
  ];
  if (input.refundedAt) rows.push(['Refunded on', longDate(input.refundedAt)]);

  const labelWidth = 150;
  const rowHeight = lineHeight(10) + 8;
  for (const [i, [label, value]] of rows.entries()) {
    if (i % 2 === 0) doc.rect(MARGIN, y, width, rowHeight).fill('#f3f4f6');
    drawText(label, MARGIN + 8, y + 4, labelWidth, { chain: BOLD, size: 10, color: MUTED, maxLines: 1 });
    drawText(value, MARGIN + 8 + labelWidth, y + 4, width - labelWidth - 16, {
      size: 10,
      color: INK,
      maxLines: 1,
    });
    y += rowHeight;
  }

  y += 24;
  line(
    `Total: ${receiptAmount(input.amount, input.currency)}`,
    { chain: BOLD, size: 14, color: INK, align: 'right' },
    36,
  );
  line(
    `Paid plans come with a 7-day money-back guarantee. Questions about this receipt: support@shelfwise.app. Thank you for using ${APP_NAME}.`,
    { size: 9, color: MUTED },
  );
  doc.end();
  return done;
}
