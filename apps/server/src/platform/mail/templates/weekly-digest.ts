import { APP_NAME } from '@shelfwise/contract';
import { bookLabel, mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';
import { formatDueDate } from './loan-confirmation.ts';

export interface DigestLoan {
  title: string;
  author: string;
  borrowerName: string;
  /** Due day (YYYY-MM-DD). */
  dueDate: string;
}

const texts = {
  en: {
    unknownBook: 'Unknown Book',
    unknownBorrower: 'Unknown Borrower',
    due: (date: string) => `due ${date}`,
    wasDue: (date: string) => `was due ${date}`,
    returned: 'returned',
    dueThisWeek: (n: number) => `Due this week (${n})`,
    overdue: (n: number) => `Overdue (${n})`,
    returnedLastWeek: (n: number) => `Returned last week (${n})`,
    subject: (due: number, overdue: number) => `Your ${APP_NAME} week: ${due} due, ${overdue} overdue`,
    preheader: (week: string) => `Your loans for the week of ${week}`,
    lead: 'Here is where your lent books stand this week.',
    button: 'Open your loans',
    footnote: 'You receive this weekly digest because it is turned on in your notification settings.',
  },
  es: {
    unknownBook: 'Libro desconocido',
    unknownBorrower: 'Prestatario desconocido',
    due: (date: string) => `vence el ${date}`,
    wasDue: (date: string) => `venció el ${date}`,
    returned: 'devuelto',
    dueThisWeek: (n: number) => `Vencen esta semana (${n})`,
    overdue: (n: number) => `Vencidos (${n})`,
    returnedLastWeek: (n: number) => `Devueltos la semana pasada (${n})`,
    subject: (due: number, overdue: number) => `Tu semana en ${APP_NAME}: ${due} vencen, ${overdue} vencidos`,
    preheader: (week: string) => `Tus préstamos de la semana del ${week}`,
    lead: 'Así están tus libros prestados esta semana.',
    button: 'Abrir tus préstamos',
    footnote: 'Recibes este resumen semanal porque está activado en tus ajustes de notificaciones.',
  },
  fr: {
    unknownBook: 'Livre inconnu',
    unknownBorrower: 'Emprunteur inconnu',
    due: (date: string) => `à rendre le ${date}`,
    wasDue: (date: string) => `était à rendre le ${date}`,
    returned: 'rendu',
    dueThisWeek: (n: number) => `À rendre cette semaine (${n})`,
    overdue: (n: number) => `En retard (${n})`,
    returnedLastWeek: (n: number) => `Rendus la semaine dernière (${n})`,
    subject: (due: number, overdue: number) =>
      `Votre semaine ${APP_NAME} : ${due} à rendre, ${overdue} en retard`,
    preheader: (week: string) => `Vos prêts pour la semaine du ${week}`,
    lead: 'Voici où en sont vos livres prêtés cette semaine.',
    button: 'Ouvrir vos prêts',
    footnote:
      'Vous recevez ce résumé hebdomadaire parce qu’il est activé dans vos paramètres de notification.',
  },
  de: {
    unknownBook: 'Unbekanntes Buch',
    unknownBorrower: 'Unbekannte Person',
    due: (date: string) => `fällig am ${date}`,
    wasDue: (date: string) => `war fällig am ${date}`,
    returned: 'zurückgegeben',
    dueThisWeek: (n: number) => `Diese Woche fällig (${n})`,
    overdue: (n: number) => `Überfällig (${n})`,
    returnedLastWeek: (n: number) => `Letzte Woche zurückgegeben (${n})`,
    subject: (due: number, overdue: number) =>
      `Deine ${APP_NAME}-Woche: ${due} fällig, ${overdue} überfällig`,
    preheader: (week: string) => `Deine Ausleihen für die Woche ab ${week}`,
    lead: 'So stehen deine verliehenen Bücher diese Woche.',
    button: 'Deine Ausleihen öffnen',
    footnote:
      'Du bekommst diese Wochenübersicht, weil sie in deinen Benachrichtigungseinstellungen eingeschaltet ist.',
  },
};

/** Monday's email to an owner, in their language: loans due this week, overdue loans, last week's returns. */
export function weeklyDigestMail(input: {
  name: string;
  weekStart: string;
  dueThisWeek: DigestLoan[];
  overdue: DigestLoan[];
  returnedLastWeek: DigestLoan[];
  appUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  const line = (l: DigestLoan, suffix: string) =>
    `${bookLabel(l.title || s.unknownBook, l.author, lang)}, ${l.borrowerName || s.unknownBorrower}, ${suffix}`;
  const sections = [
    {
      heading: s.dueThisWeek(input.dueThisWeek.length),
      lines: input.dueThisWeek.map((l) => line(l, s.due(formatDueDate(l.dueDate, lang)))),
    },
    {
      heading: s.overdue(input.overdue.length),
      lines: input.overdue.map((l) => line(l, s.wasDue(formatDueDate(l.dueDate, lang)))),
    },
    {
      heading: s.returnedLastWeek(input.returnedLastWeek.length),
      lines: input.returnedLastWeek.map((l) => line(l, s.returned)),
    },
  ].filter((section) => section.lines.length > 0);
  return renderMail({
    ...mailFrame(lang, input.name),
    subject: s.subject(input.dueThisWeek.length, input.overdue.length),
    preheader: s.preheader(formatDueDate(input.weekStart, lang)),
    paragraphs: [s.lead],
    sections,
    button: { label: s.button, url: `${input.appUrl}/dashboard/loans` },
    footnote: s.footnote,
  });
}
