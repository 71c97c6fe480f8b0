import { APP_NAME } from '@shelfwise/contract';
import { bookLabel, borrowerPageButton, mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

/** 'Mar 1, 2031' for the calendar day '2031-03-01' in English; the same day in `language`'s own form ('1. März 2031'). */
export function formatDueDate(day: string, language: string = 'en'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const texts = {
  en: {
    subject: (lender: string, title: string, due: string) => `${lender} lent you "${title}" (due ${due})`,
    returnBy: (due: string) => `Please return it by ${due}.`,
    lent: (lender: string, book: string) =>
      `${lender} has lent you ${book} and keeps track of it with ${APP_NAME}.`,
    button: `Discover ${APP_NAME}`,
    footnote: (lender: string) =>
      `You receive this email because ${lender} recorded a loan to this address. If you did not borrow this book, you can ignore it.`,
    unsubscribe: (lender: string) => `Stop automatic emails about ${lender}'s loans`,
  },
  es: {
    subject: (lender: string, title: string, due: string) =>
      `${lender} te ha prestado "${title}" (vence el ${due})`,
    returnBy: (due: string) => `Devuélvelo antes del ${due}, por favor.`,
    lent: (lender: string, book: string) => `${lender} te ha prestado ${book} y lo controla con ${APP_NAME}.`,
    button: `Descubre ${APP_NAME}`,
    footnote: (lender: string) =>
      `Recibes este correo porque ${lender} registró un préstamo a esta dirección. Si no has tomado prestado este libro, puedes ignorarlo.`,
    unsubscribe: (lender: string) => `Dejar de recibir correos automáticos sobre los préstamos de ${lender}`,
  },
  fr: {
    subject: (lender: string, title: string, due: string) =>
      `${lender} vous a prêté « ${title} » (à rendre le ${due})`,
    returnBy: (due: string) => `Merci de le rendre d’ici le ${due}.`,
    lent: (lender: string, book: string) =>
      `${lender} vous a prêté ${book} et en garde la trace avec ${APP_NAME}.`,
    button: `Découvrir ${APP_NAME}`,
    footnote: (lender: string) =>
      `Vous recevez cet e-mail parce que ${lender} a enregistré un prêt à cette adresse. Si vous n’avez pas emprunté ce livre, ignorez-le.`,
    unsubscribe: (lender: string) => `Ne plus recevoir d’e-mails automatiques sur les prêts de ${lender}`,
  },
  de: {
    subject: (lender: string, title: string, due: string) =>
      `${lender} hat dir „${title}“ geliehen (fällig am ${due})`,
    returnBy: (due: string) => `Bitte gib es bis zum ${due} zurück.`,
    lent: (lender: string, book: string) =>
      `${lender} hat dir ${book} geliehen und behält es mit ${APP_NAME} im Blick.`,
    button: `${APP_NAME} entdecken`,
    footnote: (lender: string) =>
      `Du bekommst diese E-Mail, weil ${lender} eine Ausleihe an diese Adresse eingetragen hat. Wenn du dieses Buch nicht geliehen hast, kannst du sie ignorieren.`,
    unsubscribe: (lender: string) => `Keine automatischen E-Mails mehr zu Ausleihen von ${lender}`,
  },
};

/**
 * Sent to the borrower when a book is lent to them: which book, from whom, until when; in the
 * lender's language (the only one Shelfwise knows for a borrower).
 */
export function loanConfirmationMail(input: {
  borrowerName: string;
  lenderName: string;
  bookTitle: string;
  bookAuthor: string;
  dueDate: string;
  appUrl: string;
  /** The borrower's page (issue 29): their loans from this lender, and "ask for more time". */
  pageUrl?: string;
  unsubscribeUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  const due = formatDueDate(input.dueDate, lang);
  const book = bookLabel(input.bookTitle, input.bookAuthor, lang);
  return renderMail({
    ...mailFrame(lang, input.borrowerName),
    subject: s.subject(input.lenderName, input.bookTitle, due),
    preheader: s.returnBy(due),
    paragraphs: [s.lent(input.lenderName, book), s.returnBy(due)],
    button: input.pageUrl
      ? { label: borrowerPageButton(lang), url: input.pageUrl }
      : { label: s.button, url: input.appUrl },
    footnote: s.footnote(input.lenderName),
    unsubscribe: { url: input.unsubscribeUrl, label: s.unsubscribe(input.lenderName) },
  });
}
