/** '$49.99', '₦29,999', 'EUR 5.00': a payment's amount in major units, as the pricing shows it. */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const symbol = code === 'NGN' ? '₦' : code === 'USD' ? '$' : `${code} `;
  const whole = Number.isInteger(amount);
  return `${symbol}${amount.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** '12/30' from month 12 and year 2030. */
export function formatExpiry(month: number | null, year: number | null): string {
  if (!month || !year) return '';
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
