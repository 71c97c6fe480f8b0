import { describe, expect, it } from 'vitest';
import {
  formatMailDate,
  paymentFailedMail,
  paymentReceiptMail,
  planEndedMail,
  refundReceiptMail,
  subscriptionCancelledMail,
} from './billing-mails.ts';
import { bookRecommendationMail } from './book-recommendation.ts';
import { emailChangeNoticeMail } from './email-change-notice.ts';
import { friendInvitationMail } from './friend-invitation.ts';
import { friendRequestMail } from './friend-request.ts';
import type { RenderedMail } from './layout.ts';
import { loanConfirmationMail } from './loan-confirmation.ts';
import { borrowerAnswerMail, ownerRequestMail } from './loan-requests.ts';
import { passwordResetMail } from './password-reset.ts';
import { signupAttemptNoticeMail } from './signup-attempt-notice.ts';
import { webhookDisabledMail } from './webhook-disabled.ts';
import { weeklyDigestMail } from './weekly-digest.ts';

const who = { name: 'Ana', subscriptionUrl: 'https://shelfwise.example/dashboard/subscription' };
const loan = { title: 'Kindred', author: 'Octavia E. Butler', borrowerName: 'Zainab', dueDate: '2031-03-01' };

/** Every mail Shelfwise writes, for one language. */
const mails: Record<string, (language: string) => RenderedMail> = {
  'password reset': (language) =>
    passwordResetMail({ name: 'Ana', url: 'https://x/reset', validMinutes: 60, language }),
  'email change notice': (language) =>
    emailChangeNoticeMail({ name: 'Ana', newEmail: 'new@example.com', appUrl: 'https://x', language }),
  'sign-up attempt notice': (language) =>
    signupAttemptNoticeMail({ name: 'Ana', appUrl: 'https://x', language }),
  'loan confirmation': (language) =>
    loanConfirmationMail({
      borrowerName: 'Zainab',
      lenderName: 'Ana',
      bookTitle: 'Kindred',
      bookAuthor: 'Octavia E. Butler',
      dueDate: '2031-03-01',
      appUrl: 'https://x',
      unsubscribeUrl: 'https://x/u',
      language,
    }),
  'loan confirmation with the borrower’s page': (language) =>
    loanConfirmationMail({
      borrowerName: 'Zainab',
      lenderName: 'Ana',
      bookTitle: 'Kindred',
      bookAuthor: 'Octavia E. Butler',
      dueDate: '2031-03-01',
      appUrl: 'https://x',
      pageUrl: 'https://x/borrower/t',
      unsubscribeUrl: 'https://x/u',
      language,
    }),
  ...Object.fromEntries(
    (['extension', 'return'] as const).map((kind) => [
      `owner’s ${kind} request`,
      (language: string) =>
        ownerRequestMail({
          kind,
          ownerName: 'Ana',
          borrowerName: 'Zainab',
          bookTitle: 'Kindred',
          proposedDate: '2031-03-08',
          url: 'https://x/dashboard/loans?filter=requests',
          language,
        }),
    ]),
  ),
  ...Object.fromEntries(
    (['extension-approved', 'extension-declined', 'return-confirmed', 'return-disputed'] as const).map(
      (answer) => [
        `borrower’s answer: ${answer}`,
        (language: string) =>
          borrowerAnswerMail({
            answer,
            borrowerName: 'Zainab',
            ownerName: 'Ana',
            bookTitle: 'Kindred',
            dueDate: '2031-03-08',
            pageUrl: 'https://x/borrower/t',
            language,
          }),
      ],
    ),
  ),
  'weekly digest': (language) =>
    weeklyDigestMail({
      name: 'Ana',
      weekStart: '2031-02-24',
      dueThisWeek: [loan],
      overdue: [{ ...loan, dueDate: '2031-02-20' }],
      returnedLastWeek: [loan],
      appUrl: 'https://x',
      language,
    }),
  'webhook turned off': (language) =>
    webhookDisabledMail({
      name: 'Ana',
      url: 'https://hooks.example/in',
      failures: 5,
      appUrl: 'https://x',
      language,
    }),
  'friend request': (language) =>
    friendRequestMail({
      recipientName: 'Ana',
      senderName: 'Ben',
      senderEmail: 'ben@example.com',
      friendsUrl: 'https://x/f',
      settingsUrl: 'https://x/s',
      language,
    }),
  'friend invitation': (language) =>
    friendInvitationMail({
      senderName: 'Ben',
      senderEmail: 'ben@example.com',
      signUpUrl: 'https://x/a',
      language,
    }),
  'book recommendation': (language) =>
    bookRecommendationMail({
      recipientName: 'Ana',
      senderName: 'Ben',
      bookTitle: 'Kindred',
      bookAuthor: 'Octavia E. Butler',
      message: 'Read it!',
      rating: 5,
      friendsUrl: 'https://x/f',
      settingsUrl: 'https://x/s',
      language,
    }),
  receipt: (language) =>
    paymentReceiptMail({
      ...who,
      language,
      planTitle: 'Collector',
      cycle: 'monthly',
      amount: '$2.99',
      reference: 'ref_1',
      paidOn: formatMailDate(new Date('2031-03-01T10:00:00Z'), language),
      card: { cardType: 'Visa', last4: '4242' },
      renewsOn: formatMailDate(new Date('2031-04-01T10:00:00Z'), language),
    }),
  'payment failed': (language) =>
    paymentFailedMail({ ...who, language, planTitle: 'Collector', amount: '$2.99' }),
  refund: (language) =>
    refundReceiptMail({ ...who, language, planTitle: 'Collector', amount: '$2.99', reference: 'ref_1' }),
  'subscription cancelled': (language) =>
    subscriptionCancelledMail({ ...who, language, planTitle: 'Collector', endsOn: 'Apr 1, 2031' }),
  'plan ended': (language) => planEndedMail({ ...who, language, planTitle: 'Collector' }),
};

describe('every mail in the recipient’s language', () => {
  for (const [name, render] of Object.entries(mails)) {
    it(`writes the ${name} in es, fr and de, English otherwise`, () => {
      const english = render('en');
      expect(english.html).toContain('<html lang="en">');
      expect(render('xx')).toEqual(english);
      for (const language of ['es', 'fr', 'de']) {
        const mail = render(language);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.subject).not.toBe(english.subject);
        // No English sentence of the body is left over in the translation.
        const englishLines = english.text.split('\n').filter((line) => / the | your | you /i.test(line));
        for (const line of englishLines) expect(mail.text, `${name} ${language}`).not.toContain(line);
      }
    });
  }

  it('words dates, the cycle and the card in the language', () => {
    const de = mails.receipt?.('de');
    expect(de?.text).toContain('Datum: 1. März 2031');
    expect(de?.text).toContain('Bezahlt mit: Visa mit Endziffern 4242');
    expect(de?.text).toContain('(monatlich)');
    expect(mails['loan confirmation']?.('fr').subject).toBe(
      'Ana vous a prêté « Kindred » (à rendre le 1 mars 2031)',
    );
    expect(mails['loan confirmation']?.('en').subject).toBe('Ana lent you "Kindred" (due Mar 1, 2031)');
    // A moment is worded on its day in the recipient's timezone setting.
    expect(formatMailDate(new Date('2031-03-01T03:00:00Z'), 'en', 'UTC-8')).toBe('Feb 28, 2031');
    expect(formatMailDate(new Date('2031-03-01T03:00:00Z'), 'en')).toBe('Mar 1, 2031');
    expect(mails['owner’s extension request']?.('en').subject).toBe(
      'Zainab asks for more time with "Kindred": until Mar 8, 2031',
    );
    expect(mails['owner’s return request']?.('en').subject).toBe('Zainab says they gave back "Kindred"');
    expect(mails['borrower’s answer: extension-approved']?.('de').text).toContain('fällig am 8. März 2031');
    // Every mail to a borrower links to their page, its button in the language.
    expect(mails['loan confirmation with the borrower’s page']?.('es').text).toContain(
      'Ver tus préstamos / pedir más tiempo',
    );
    expect(mails['borrower’s answer: return-disputed']?.('en').html).toContain('https://x/borrower/t');
    expect(mails['weekly digest']?.('es').text).toContain(
      '"Kindred" de Octavia E. Butler, Zainab, vence el 1 mar 2031',
    );
  });
});
