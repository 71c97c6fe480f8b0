import { describe, expect, it } from 'vitest';
import { reminderMail } from './reminder.ts';
import { verificationCodeMail } from './verification-code.ts';

const base = {
  type: 'due_soon' as const,
  borrowerName: 'Max',
  lenderName: 'Greta',
  bookTitle: 'Der Process',
  bookAuthor: 'Franz Kafka',
  cover: '',
  dueDate: '2031-03-03',
  today: '2031-03-01',
  message: 'Bitte bring es mit.',
  unsubscribeUrl: 'https://shelfwise.example/unsubscribe/x',
};

describe('mail in the recipient’s language', () => {
  it('writes a borrower’s reminder in the lender’s language, with the date in its own form', () => {
    const de = reminderMail({ ...base, language: 'de' });
    expect(de.subject).toBe('Erinnerung: „Der Process“ ist in 2 Tagen fällig');
    expect(de.text).toContain(
      'Greta hat dir "Der Process" von Franz Kafka geliehen. Es ist am 3. März 2031 fällig (in 2 Tagen).',
    );
    expect(de.html).toContain('<html lang="de">');
    const fr = reminderMail({ ...base, language: 'fr', dueDate: '2031-02-27' });
    expect(fr.subject).toBe('« Der Process » est en retard');
    expect(fr.text).toContain('Il était à rendre le 27 févr. 2031 (il y a 2 jours).');
    const es = reminderMail({ ...base, language: 'es', type: 'return_request' });
    expect(es.subject).toBe('Greta te pide que devuelvas "Der Process"');
    // English is the fallback, word for word as before.
    expect(reminderMail({ ...base, language: 'xx' }).subject).toBe(
      'Reminder: "Der Process" is due in 2 days',
    );
  });

  it('carries the button to the borrower’s page, in the lender’s language', () => {
    const pageUrl = 'https://shelfwise.example/borrower/abc';
    const fr = reminderMail({ ...base, language: 'fr', pageUrl });
    expect(fr.html).toContain(pageUrl);
    expect(fr.text).toContain('Voir vos prêts / demander plus de temps');
    expect(reminderMail({ ...base, language: 'en', pageUrl }).text).toContain(
      'See your loans / ask for more time',
    );
  });

  it('writes the verification code in the account’s language', () => {
    expect(
      verificationCodeMail({ name: 'Ana', code: '123456', validMinutes: 15, language: 'es' }).text,
    ).toContain('El código es válido durante 15 minutos');
  });
});
