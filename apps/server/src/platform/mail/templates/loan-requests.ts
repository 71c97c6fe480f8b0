import { APP_NAME } from '@shelfwise/contract';
import { borrowerPageButton, mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';
import { formatDueDate } from './loan-confirmation.ts';

/**
 * Borrowers in the loop (issue 29): the owner is told of a borrower's request (more time, "I gave
 * it back") with a button to their requests; the borrower is told of the owner's answer with a
 * button to their page. Both in the owner's language (the only one Shelfwise knows for a borrower).
 */

export type OwnerRequestKind = 'extension' | 'return';
export type BorrowerAnswer =
  | 'extension-approved'
  | 'extension-declined'
  | 'return-confirmed'
  | 'return-disputed';

const ownerTexts = {
  en: {
    extension: (who: string, title: string, date: string) =>
      `${who} asks for more time with "${title}": until ${date}`,
    return: (who: string, title: string) => `${who} says they gave back "${title}"`,
    answerExtension: 'Approve the new date or decline it in one click.',
    answerReturn: 'Confirm the book is back, or say it has not come back yet.',
    button: 'See the requests',
  },
  es: {
    extension: (who: string, title: string, date: string) =>
      `${who} pide más tiempo con «${title}»: hasta el ${date}`,
    return: (who: string, title: string) => `${who} dice que ha devuelto «${title}»`,
    answerExtension: 'Aprueba la nueva fecha o recházala con un clic.',
    answerReturn: 'Confirma que el libro ha vuelto o di que aún no ha vuelto.',
    button: 'Ver las solicitudes',
  },
  fr: {
    extension: (who: string, title: string, date: string) =>
      `${who} demande plus de temps pour « ${title} » : jusqu’au ${date}`,
    return: (who: string, title: string) => `${who} dit avoir rendu « ${title} »`,
    answerExtension: 'Acceptez la nouvelle date ou refusez-la en un clic.',
    answerReturn: 'Confirmez que le livre est revenu, ou dites qu’il n’est pas encore revenu.',
    button: 'Voir les demandes',
  },
  de: {
    extension: (who: string, title: string, date: string) =>
      `${who} bittet um mehr Zeit für „${title}“: bis zum ${date}`,
    return: (who: string, title: string) => `${who} sagt, „${title}“ ist zurückgegeben`,
    answerExtension: 'Nimm das neue Datum mit einem Klick an oder lehne es ab.',
    answerReturn: 'Bestätige, dass das Buch zurück ist, oder sag, dass es noch nicht zurückgekommen ist.',
    button: 'Anfragen ansehen',
  },
};

/** To the owner: a borrower asked for more time, or says they gave a book back. */
export function ownerRequestMail(input: {
  kind: OwnerRequestKind;
  ownerName: string;
  borrowerName: string;
  bookTitle: string;
  /** The date asked for (an extension). */
  proposedDate?: string | null;
  /** Where the owner answers: /dashboard/loans?filter=requests. */
  url: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = ownerTexts[lang];
  const line =
    input.kind === 'extension'
      ? s.extension(input.borrowerName, input.bookTitle, formatDueDate(input.proposedDate ?? '', lang))
      : s.return(input.borrowerName, input.bookTitle);
  const answer = input.kind === 'extension' ? s.answerExtension : s.answerReturn;
  return renderMail({
    ...mailFrame(lang, input.ownerName),
    subject: line,
    preheader: answer,
    paragraphs: [`${line}.`, answer],
    button: { label: s.button, url: input.url },
  });
}

const borrowerTexts = {
  en: {
    'extension-approved': (owner: string, title: string, due: string) =>
      `${owner} gave you more time with "${title}": it is now due on ${due}.`,
    'extension-declined': (owner: string, title: string, due: string) =>
      `${owner} could not give you more time with "${title}": it is still due on ${due}.`,
    'return-confirmed': (owner: string, title: string) => `${owner} confirms "${title}" is back. Thank you!`,
    'return-disputed': (owner: string, title: string) =>
      `${owner} says "${title}" has not come back yet. Please get in touch with them.`,
    footnote: (owner: string) =>
      `You receive this email because you made a request about a book ${owner} lent you with ${APP_NAME}.`,
  },
  es: {
    'extension-approved': (owner: string, title: string, due: string) =>
      `${owner} te ha dado más tiempo con «${title}»: ahora vence el ${due}.`,
    'extension-declined': (owner: string, title: string, due: string) =>
      `${owner} no ha podido darte más tiempo con «${title}»: sigue venciendo el ${due}.`,
    'return-confirmed': (owner: string, title: string) =>
      `${owner} confirma que «${title}» ha vuelto. ¡Gracias!`,
    'return-disputed': (owner: string, title: string) =>
      `${owner} dice que «${title}» aún no ha vuelto. Ponte en contacto con esa persona.`,
    footnote: (owner: string) =>
      `Recibes este correo porque hiciste una solicitud sobre un libro que ${owner} te prestó con ${APP_NAME}.`,
  },
  fr: {
    'extension-approved': (owner: string, title: string, due: string) =>
      `${owner} vous accorde plus de temps pour « ${title} » : à rendre désormais le ${due}.`,
    'extension-declined': (owner: string, title: string, due: string) =>
      `${owner} n’a pas pu vous accorder plus de temps pour « ${title} » : toujours à rendre le ${due}.`,
    'return-confirmed': (owner: string, title: string) =>
      `${owner} confirme que « ${title} » est revenu. Merci !`,
    'return-disputed': (owner: string, title: string) =>
      `${owner} dit que « ${title} » n’est pas encore revenu. Prenez contact avec cette personne.`,
    footnote: (owner: string) =>
      `Vous recevez cet e-mail parce que vous avez fait une demande sur un livre que ${owner} vous a prêté avec ${APP_NAME}.`,
  },
  de: {
    'extension-approved': (owner: string, title: string, due: string) =>
      `${owner} gibt dir mehr Zeit für „${title}“: jetzt fällig am ${due}.`,
    'extension-declined': (owner: string, title: string, due: string) =>
      `${owner} konnte dir keine weitere Zeit für „${title}“ geben: weiterhin fällig am ${due}.`,
    'return-confirmed': (owner: string, title: string) =>
      `${owner} bestätigt, dass „${title}“ zurück ist. Danke!`,
    'return-disputed': (owner: string, title: string) =>
      `${owner} sagt, „${title}“ ist noch nicht zurückgekommen. Bitte melde dich bei der Person.`,
    footnote: (owner: string) =>
      `Du bekommst diese E-Mail, weil du eine Anfrage zu einem Buch gestellt hast, das ${owner} dir mit ${APP_NAME} geliehen hat.`,
  },
};

/** To the borrower: the owner's answer to their request, with the link to their page. */
export function borrowerAnswerMail(input: {
  answer: BorrowerAnswer;
  borrowerName: string;
  ownerName: string;
  bookTitle: string;
  /** The loan's due date after the answer. */
  dueDate: string;
  pageUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = borrowerTexts[lang];
  const due = formatDueDate(input.dueDate, lang);
  const line = s[input.answer](input.ownerName, input.bookTitle, due);
  return renderMail({
    ...mailFrame(lang, input.borrowerName),
    // The subject is the first sentence, without its full stop.
    subject: (line.split(/(?<=[.!])\s/)[0] ?? line).replace(/\s*[.!]$/, ''),
    preheader: line,
    paragraphs: [line],
    button: { label: borrowerPageButton(lang), url: input.pageUrl },
    footnote: s.footnote(input.ownerName),
  });
}
