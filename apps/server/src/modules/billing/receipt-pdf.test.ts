import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

const base = {
  reference: 'sbx_receipt_scripts',
  customerEmail: 'reader@example.com',
  plan: 'premium',
  billingCycle: 'yearly',
  amount: 2_999_900,
  currency: 'NGN',
  status: 'success',
  paidAt: new Date('2026-05-04T10:00:00Z'),
  createdAt: new Date('2026-05-04T10:00:00Z'),
  refundedAt: null,
  card: { cardType: 'Visa', last4: '4081' },
  provider: 'paystack',
  compress: false,
} as const;

describe('receipt PDF', () => {
  // The standard PDF fonts it used before had none of these letters: names came out as mojibake.
  it.each([
    ['Yoruba', 'Adébáyọ̀ Ọlọ́runfẹ́mi'],
    ['Cyrillic', 'Светлана Иванова'],
    ['Chinese', '王小明'],
    ['Arabic', 'ليلى أحمد'],
  ])("prints a customer's %s name as written", async (_script, name) => {
    const pdf = await renderReceiptPdf({ ...base, customerName: name });
    const [page] = await readPdf(pdf);
    const texts = (page?.items ?? []).map((item) => item.str.normalize('NFC'));
    expect(texts).toContain(name.normalize('NFC'));
    expect(texts).toContain('NGN 29,999.00');
    expect(texts.join(' ')).not.toContain('\uFFFD');
  });
});
