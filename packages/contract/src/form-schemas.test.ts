import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerFormSchema, resetPasswordFormSchema } from './auth.ts';
import { createLoanFormSchema } from './loans.ts';
import { reminderFormSchema } from './reminders.ts';

/** The sentence the form shows beside each field: the first the schema gives for it. */
function firstByField(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

const BOOK = '0d9e6c1a-3b7f-4e2a-9c1d-5f8b7a6e4d21';
const BORROWER = '6a2f1e0d-9c8b-4a7e-8d6c-5b4a3f2e1d0c';

describe('the sign-up form', () => {
  it('says each empty field is required, once, before any other rule', () => {
    const result = registerFormSchema.safeParse({ name: '', email: '', password: '', confirmPassword: '' });
    expect(firstByField(result)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm your password',
    });
    // An empty password is not also "too short".
    expect(result.error?.issues.filter((i) => i.path[0] === 'password')).toHaveLength(1);
  });

  it("refuses a second password that differs with the spec's words, and passes a matching pair", () => {
    const account = { name: 'Ada', email: ' ada@example.test ', password: 'Long-enough-1' };
    expect(
      firstByField(registerFormSchema.safeParse({ ...account, confirmPassword: 'Long-enough-2' })),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(registerFormSchema.parse({ ...account, confirmPassword: 'Long-enough-1' })).toEqual({
      ...account,
      email: 'ada@example.test',
      confirmPassword: 'Long-enough-1',
    });
  });

  it('keeps the API’s own rules (a short password)', () => {
    const short = { name: 'Ada', email: 'ada@example.test', password: 'short', confirmPassword: 'short' };
    expect(firstByField(registerFormSchema.safeParse(short))).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('the reset form', () => {
  it("words a mismatch as the spec does ('Passwords do not match.')", () => {
    expect(
      firstByField(
        resetPasswordFormSchema.safeParse({ password: 'Long-enough-1', confirmPassword: 'other' }),
      ),
    ).toEqual({ confirmPassword: 'Passwords do not match.' });
    expect(firstByField(resetPasswordFormSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: 'Password is required',
      confirmPassword: 'Confirm your new password',
    });
  });
});

describe('sign-in', () => {
  it('says what is missing', () => {
    expect(firstByField(loginBodySchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(firstByField(loginBodySchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Enter a valid email address',
    });
  });
});

describe('the loan form', () => {
  const loan = { book: BOOK, borrower: BORROWER };
  it('refuses a return date before today, beside the date, and takes today', () => {
    const schema = createLoanFormSchema('2031-03-02');
    expect(firstByField(schema.safeParse({ ...loan, returnDate: '2031-03-01' }))).toEqual({
      returnDate: 'Return date cannot be before today',
    });
    expect(schema.parse({ ...loan, returnDate: '2031-03-02' }).returnDate).toBe('2031-03-02');
    // A malformed date gets its own sentence, not also "before today".
    expect(firstByField(schema.safeParse({ ...loan, returnDate: 'soon' }))).toEqual({
      returnDate: 'Return date must be a date like 2025-01-31',
    });
  });
});

describe('the reminder form', () => {
  const reminder = { type: 'custom', reminderDate: '2031-03-02', message: 'Please bring it back' } as const;

  it('needs the recipient email the API would default, and a date not before today', () => {
    const schema = reminderFormSchema({ today: '2031-03-02', creating: true });
    expect(
      firstByField(
        schema.safeParse({
          ...reminder,
          borrowedBookId: 'loan-1',
          recipientEmail: ' ',
          reminderDate: '2031-03-01',
        }),
      ),
    ).toEqual({
      recipientEmail: 'Recipient email is required',
      reminderDate: 'Reminder date cannot be before today',
    });
    expect(firstByField(schema.safeParse({ ...reminder, borrowedBookId: '', recipientEmail: 'x' }))).toEqual({
      borrowedBookId: 'Choose a borrowed book',
      recipientEmail: 'Enter a valid email address',
    });
    expect(
      schema.parse({ ...reminder, borrowedBookId: 'loan-1', recipientEmail: ' ada@example.test ' })
        .recipientEmail,
    ).toBe('ada@example.test');
  });

  it('does not ask for the loan when editing', () => {
    const schema = reminderFormSchema({ today: '2031-03-02', creating: false });
    expect(schema.safeParse({ ...reminder, recipientEmail: 'ada@example.test' }).success).toBe(true);
  });
});
