import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('writes naira without decimals and with grouping', () => {
    expect(formatPrice(17999, 'nigeria')).toBe('₦17,999');
    expect(formatPrice(1999, 'nigeria')).toBe('₦1,999');
    expect(formatPrice(0, 'nigeria')).toBe('₦0');
  });

  it('writes dollars with cents when there are cents', () => {
    expect(formatPrice(2.99, 'international')).toBe('$2.99');
    expect(formatPrice(21.89, 'international')).toBe('$21.89');
    expect(formatPrice(0, 'international')).toBe('$0');
  });
});
