/** Client-side checks that mirror the server's, so people see the problem before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address';
  return undefined;
}

export const requiredError = (value: string, label: string) =>
  value.trim() ? undefined : `${label} is required`;
