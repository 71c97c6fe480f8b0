import { APP_NAME, type BillingCycle, type PlanId, plans } from '@shelfwise/contract';
import PDFDocument from 'pdfkit';

/**
 * A one-page receipt of one payment. Uses the PDF standard fonts (no font files to ship), which
 * cannot draw '₦': amounts are written with the currency code ('NGN 29,999.00').
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
  doc.font('Helvetica-Bold').fontSize(22).fillColor(BRAND).text(APP_NAME, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('the smart library management system.');
  doc.moveDown(2);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(input.status === 'success' ? 'Receipt' : `Receipt (${statusWord[input.status]})`);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`Receipt number: ${input.reference}`);
  doc.text(`Date: ${longDate(input.paidAt ?? input.createdAt)}`);
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text('Billed to');
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(input.customerName).text(input.customerEmail);
  doc.moveDown(1.5);

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
  for (const [i, [label, value]] of rows.entries()) {
    const top = doc.y;
    if (i % 2 === 0) doc.rect(MARGIN, top - 4, width, 22).fill('#f3f4f6');
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, MARGIN + 8, top, { width: labelWidth });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + 8 + labelWidth, top, {
        width: width - labelWidth - 16,
      });
    doc.x = MARGIN;
    doc.y = top + 22;
  }

  doc.moveDown(2);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(INK)
    .text(`Total: ${receiptAmount(input.amount, input.currency)}`, MARGIN, doc.y, { width, align: 'right' });
  doc.moveDown(3);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Paid plans come with a 7-day money-back guarantee. Questions about this receipt: support@shelfwise.app. Thank you for using ${APP_NAME}.`,
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
