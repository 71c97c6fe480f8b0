import { parsePrice } from '@shelfwise/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n.ts';
import { defaultCurrency, priceText } from '../lib/price.ts';
import { PriceField } from './price-field.tsx';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

/** The field as a form holds it, showing what it reads into minor units. */
function Harness({ start = 'NGN' }: { start?: string }) {
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(start);
  const minor = amount ? parsePrice(amount, currency) : null;
  return (
    <>
      <PriceField amount={amount} currency={currency} onAmount={setAmount} onCurrency={setCurrency} />
      <output>{minor === null ? 'none' : `${minor} ${currency} = ${priceText(minor, currency)}`}</output>
    </>
  );
}

describe('the price field', () => {
  it('reads a naira price into kobo and shows it with ₦', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Price'), '4,500.50');
    expect(screen.getByRole('status').textContent).toBe('450050 NGN = ₦4,500.50');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('NGN');
  });

  it('takes another currency from the list: yen have no minor unit', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Currency'), 'JPY');
    expect(screen.getByText('Optional, a whole number, e.g. 1500')).toBeTruthy();
    await user.type(screen.getByLabelText('Price'), '1500');
    expect(screen.getByRole('status').textContent).toBe('1500 JPY = ¥1,500');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '15.5');
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('names currencies and formats prices in the reader’s language', async () => {
    await setLanguage('de');
    render(<Harness start="USD" />);
    const option = screen.getByRole('option', { name: /^NGN · / });
    expect(option.textContent).toMatch(/Naira/);
    expect(priceText(450050, 'NGN')).toBe('4.500,50\u00a0₦');
    expect(priceText(1999, 'USD')).toBe('19,99\u00a0$');
    expect(priceText(null, 'USD')).toBe('');
  });

  it('starts at the reader’s country’s currency, else US dollars', () => {
    expect(defaultCurrency('NG')).toBe('NGN');
    expect(defaultCurrency('FR')).toBe('EUR');
    expect(defaultCurrency(null)).toBe('USD');
    expect(defaultCurrency('AQ')).toBe('USD');
  });
});
