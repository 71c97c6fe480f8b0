import {
  appSettingsSchema,
  borrowerInputSchema,
  createLoanFormSchema,
  createLoanSchema,
  createRecommendationSchema,
  createReminderSchema,
  forgotPasswordBodySchema,
  inviteFriendSchema,
  loginBodySchema,
  newBookSchema,
  registerBodySchema,
  registerFormSchema,
  reminderFormSchema,
  reminderScheduleSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
  updateSettingsBodySchema,
  verifyEmailBodySchema,
} from '@shelfwise/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { setLanguage } from './i18n.ts';
import { translateIssue } from './validation.ts';

/** Refused input for every schema a form checks with, each refusal a sentence the form shows. */
const refusals: Array<[string, z.ZodType, unknown]> = [
  [
    'a book without title or author',
    newBookSchema,
    { title: '', author: '', isbn: 'abc', tags: ['x'.repeat(60)] },
  ],
  [
    'a too-long book',
    newBookSchema,
    { title: 'x'.repeat(600), author: 'x'.repeat(600), notes: 'x'.repeat(20_000) },
  ],
  ['a borrower without name or phone', borrowerInputSchema, { name: '', email: 'nope', phone: '' }],
  ['a loan without book or date', createLoanSchema, { bookId: '', borrowerId: '', returnDate: 'soon' }],
  [
    'a reminder without book',
    createReminderSchema,
    { type: 'custom', loanId: '', reminderDate: '2031-02-31', message: '' },
  ],
  [
    'a reminder form without recipient, dated yesterday',
    reminderFormSchema({ today: '2031-03-02', creating: true }),
    { borrowedBookId: 'l', type: 'custom', reminderDate: '2031-03-01', message: 'Hi', recipientEmail: '' },
  ],
  [
    'a loan due yesterday',
    createLoanFormSchema('2031-03-02'),
    {
      book: '0d9e6c1a-3b7f-4e2a-9c1d-5f8b7a6e4d21',
      borrower: '6a2f1e0d-9c8b-4a7e-8d6c-5b4a3f2e1d0c',
      returnDate: '2031-03-01',
    },
  ],
  ['a reminder schedule out of range', reminderScheduleSchema, { leadDays: 30, overdueDays: [0, 30] }],
  ['a reminder schedule in halves', reminderScheduleSchema, { leadDays: 1.5, overdueDays: [2.5] }],
  [
    'a recommendation without message',
    createRecommendationSchema,
    { bookId: '', recipientId: '', message: '' },
  ],
  ['an invitation to no address', inviteFriendSchema, { email: 'nope' }],
  ['a sign-up with nothing', registerBodySchema, { name: '', email: 'nope', password: 'short' }],
  [
    'a sign-up form with nothing',
    registerFormSchema,
    { name: '', email: '', password: '', confirmPassword: '' },
  ],
  [
    'a sign-up form typed twice differently',
    registerFormSchema,
    { name: 'Ada', email: 'ada@example.test', password: 'Long-enough-1', confirmPassword: 'Long-enough-2' },
  ],
  ['a sign-in with nothing', loginBodySchema, { email: '', password: '' }],
  ['a reset link asked for no address', forgotPasswordBodySchema, { email: '' }],
  ['a reset form with nothing', resetPasswordFormSchema, { password: '', confirmPassword: '' }],
  [
    'a reset form typed twice differently',
    resetPasswordFormSchema,
    { password: 'Long-enough-1', confirmPassword: 'x' },
  ],
  ['a code of the wrong length', verifyEmailBodySchema, { email: 'a@b.co', code: '12' }],
  ['a reset with a short password', resetPasswordBodySchema, { password: 'short' }],
  [
    'settings with a bad zone and country',
    updateSettingsBodySchema,
    { timezone: 'Mars/Base', country: 'XYZ', name: '' },
  ],
  [
    'app settings with empty banner items',
    appSettingsSchema,
    {
      signupsOpen: true,
      supportEmail: 'nope',
      siteNotice: 'x'.repeat(400),
      bannerItems: [{ image: 'ftp://x', title: '', subtitle: '', cta: '', sponsor: '', link: 'x' }],
    },
  ],
];

describe('the forms’ refusals in the language shown', () => {
  afterAll(() => setLanguage('en'));

  it('knows every sentence the forms’ schemas give, and words it in Spanish', async () => {
    await setLanguage('es');
    const unknown: string[] = [];
    for (const [name, schema, input] of refusals) {
      const result = schema.safeParse(input);
      expect(result.success, name).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        // zod's own words (no sentence from the contract) are left to the schema's authors.
        if (/^(Invalid|Too (big|small)|Expected)/.test(issue.message)) continue;
        if (translateIssue(issue.message) === issue.message) unknown.push(`${name}: ${issue.message}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('fills the field and numbers into the sentence, and keeps English word for word', async () => {
    await setLanguage('de');
    expect(translateIssue('Title must be at most 500 characters')).toBe('Titel: höchstens 500 Zeichen');
    expect(translateIssue('Name is required')).toBe('Name ist erforderlich');
    expect(translateIssue('Something new from the server')).toBe('Something new from the server');
    await setLanguage('en');
    expect(translateIssue('Title must be at most 500 characters')).toBe(
      'Title must be at most 500 characters',
    );
    expect(translateIssue("Link must be '#', a path or an https:// address")).toBe(
      "Link must be '#', a path or an https:// address",
    );
  });
});
