import type { ReminderType } from '@shelfwise/contract';
import { bookLabel, borrowerPageButton, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';
import { formatDueDate } from './loan-confirmation.ts';

/**
 * The texts of mail to borrowers, by language: the lender's language (the only one Shelfwise knows
 * for a borrower), passed in by the caller. English is the fallback.
 */
const strings = {
  en: {
    dueIn: (days: number) =>
      days === 0 ? 'today' : days === 1 ? 'tomorrow' : days > 1 ? `in ${days} days` : '',
    wasDue: (days: number) => (days === 1 ? 'yesterday' : `${days} days ago`),
    subject: {
      due_soon: (t: string, when: string) => `Reminder: "${t}" is due ${when}`,
      overdue: (t: string, _other?: string) => `"${t}" is overdue`,
      return_request: (t: string, lender: string) => `${lender} asks for "${t}" back`,
      custom: (t: string, lender: string) => `A reminder from ${lender} about "${t}"`,
    } satisfies Record<ReminderType, (title: string, other: string) => string>,
    greeting: (name: string) => `Hi ${name},`,
    dueLine: (lender: string, book: string, due: string, when: string) =>
      `${lender} lent you ${book}. It is due on ${due} (${when}).`,
    overdueLine: (lender: string, book: string, due: string, ago: string) =>
      `${lender} lent you ${book}. It was due on ${due} (${ago}).`,
    messageIntro: (lender: string) => `${lender} writes:`,
    replyHint: (lender: string) => `Reply to this email to answer ${lender} directly.`,
    unsubscribe: (lender: string) => `Stop automatic emails about ${lender}'s loans`,
    signature: 'Sent with Shelfwise',
  },
  es: {
    dueIn: (days: number) =>
      days === 0 ? 'hoy' : days === 1 ? 'mañana' : days > 1 ? `dentro de ${days} días` : '',
    wasDue: (days: number) => (days === 1 ? 'ayer' : `hace ${days} días`),
    subject: {
      due_soon: (t: string, when: string) => `Recordatorio: "${t}" vence ${when}`,
      overdue: (t: string, _other?: string) => `"${t}" está vencido`,
      return_request: (t: string, lender: string) => `${lender} te pide que devuelvas "${t}"`,
      custom: (t: string, lender: string) => `Un recordatorio de ${lender} sobre "${t}"`,
    } satisfies Record<ReminderType, (title: string, other: string) => string>,
    greeting: (name: string) => `Hola, ${name}:`,
    dueLine: (lender: string, book: string, due: string, when: string) =>
      `${lender} te prestó ${book}. Vence el ${due} (${when}).`,
    overdueLine: (lender: string, book: string, due: string, ago: string) =>
      `${lender} te prestó ${book}. Venció el ${due} (${ago}).`,
    messageIntro: (lender: string) => `${lender} escribe:`,
    replyHint: (lender: string) => `Responde a este correo para contestar directamente a ${lender}.`,
    unsubscribe: (lender: string) => `Dejar de recibir correos automáticos sobre los préstamos de ${lender}`,
    signature: 'Enviado con Shelfwise',
  },
  fr: {
    dueIn: (days: number) =>
      days === 0 ? 'aujourd’hui' : days === 1 ? 'demain' : days > 1 ? `dans ${days} jours` : '',
    wasDue: (days: number) => (days === 1 ? 'hier' : `il y a ${days} jours`),
    subject: {
      due_soon: (t: string, when: string) => `Rappel : « ${t} » est à rendre ${when}`,
      overdue: (t: string, _other?: string) => `« ${t} » est en retard`,
      return_request: (t: string, lender: string) => `${lender} vous demande de rendre « ${t} »`,
      custom: (t: string, lender: string) => `Un rappel de ${lender} au sujet de « ${t} »`,
    } satisfies Record<ReminderType, (title: string, other: string) => string>,
    greeting: (name: string) => `Bonjour ${name},`,
    dueLine: (lender: string, book: string, due: string, when: string) =>
      `${lender} vous a prêté ${book}. Il est à rendre le ${due} (${when}).`,
    overdueLine: (lender: string, book: string, due: string, ago: string) =>
      `${lender} vous a prêté ${book}. Il était à rendre le ${due} (${ago}).`,
    messageIntro: (lender: string) => `${lender} écrit :`,
    replyHint: (lender: string) => `Répondez à cet e-mail pour écrire directement à ${lender}.`,
    unsubscribe: (lender: string) => `Ne plus recevoir d’e-mails automatiques sur les prêts de ${lender}`,
    signature: 'Envoyé avec Shelfwise',
  },
  de: {
    dueIn: (days: number) =>
      days === 0 ? 'heute' : days === 1 ? 'morgen' : days > 1 ? `in ${days} Tagen` : '',
    wasDue: (days: number) => (days === 1 ? 'gestern' : `vor ${days} Tagen`),
    subject: {
      due_soon: (t: string, when: string) => `Erinnerung: „${t}“ ist ${when} fällig`,
      overdue: (t: string, _other?: string) => `„${t}“ ist überfällig`,
      return_request: (t: string, lender: string) => `${lender} bittet um „${t}“ zurück`,
      custom: (t: string, lender: string) => `Eine Erinnerung von ${lender} zu „${t}“`,
    } satisfies Record<ReminderType, (title: string, other: string) => string>,
    greeting: (name: string) => `Hallo ${name},`,
    dueLine: (lender: string, book: string, due: string, when: string) =>
      `${lender} hat dir ${book} geliehen. Es ist am ${due} fällig (${when}).`,
    overdueLine: (lender: string, book: string, due: string, ago: string) =>
      `${lender} hat dir ${book} geliehen. Es war am ${due} fällig (${ago}).`,
    messageIntro: (lender: string) => `${lender} schreibt:`,
    replyHint: (lender: string) => `Antworte auf diese E-Mail, um ${lender} direkt zu schreiben.`,
    unsubscribe: (lender: string) => `Keine automatischen E-Mails mehr zu Ausleihen von ${lender}`,
    signature: 'Gesendet mit Shelfwise',
  },
};

function textsFor(language: string | undefined) {
  return strings[mailLanguage(language)];
}

/** A reminder to a borrower: the book (with its cover), when it is due, the lender's message. */
export function reminderMail(input: {
  language?: string;
  type: ReminderType;
  borrowerName: string;
  lenderName: string;
  bookTitle: string;
  bookAuthor: string;
  cover: string;
  /** The loan's due day and the recipient-facing today (both YYYY-MM-DD). */
  dueDate: string;
  today: string;
  message: string;
  unsubscribeUrl: string;
  /** The borrower's page (issue 29): their loans from this lender, and "ask for more time". */
  pageUrl?: string;
}): RenderedMail {
  const s = textsFor(input.language);
  const due = formatDueDate(input.dueDate, input.language);
  const days = Math.round(
    (Date.parse(`${input.dueDate}T00:00:00Z`) - Date.parse(`${input.today}T00:00:00Z`)) / 86_400_000,
  );
  const book = bookLabel(input.bookTitle, input.bookAuthor, input.language);
  const when = days >= 0 ? s.dueIn(days) : s.wasDue(-days);
  const subject =
    input.type === 'due_soon' && days < 0
      ? s.subject.overdue(input.bookTitle)
      : s.subject[input.type](input.bookTitle, input.type === 'due_soon' ? when : input.lenderName);
  return renderMail({
    lang: mailLanguage(input.language),
    subject,
    preheader: input.message.slice(0, 120),
    image: input.cover ? { url: input.cover, alt: input.bookTitle } : undefined,
    greeting: s.greeting(input.borrowerName || input.lenderName),
    paragraphs: [
      days >= 0
        ? s.dueLine(input.lenderName, book, due, when)
        : s.overdueLine(input.lenderName, book, due, when),
      s.messageIntro(input.lenderName),
      input.message,
    ],
    footnote: s.replyHint(input.lenderName),
    signature: s.signature,
    unsubscribe: { url: input.unsubscribeUrl, label: s.unsubscribe(input.lenderName) },
    ...(input.pageUrl ? { button: { label: borrowerPageButton(input.language), url: input.pageUrl } } : {}),
  });
}
