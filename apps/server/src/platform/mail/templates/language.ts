import { APP_NAME } from '@shelfwise/contract';
import { todayIn } from '../../time.ts';

/**
 * The languages mail is written in (the settings' languages). A template keeps one text table per
 * language; the recipient's language picks it, English when Shelfwise does not know it.
 */
export type MailLanguage = 'en' | 'es' | 'fr' | 'de';
const mailLanguages: readonly string[] = ['en', 'es', 'fr', 'de'];

export const mailLanguage = (language: string | null | undefined): MailLanguage =>
  (language && mailLanguages.includes(language) ? language : 'en') as MailLanguage;

/** 'Hi Ana,' in each language. */
export const greeting: Record<MailLanguage, (name: string) => string> = {
  en: (name) => `Hi ${name},`,
  es: (name) => `Hola, ${name}:`,
  fr: (name) => `Bonjour ${name},`,
  de: (name) => `Hallo ${name},`,
};

/** The sign-off of mail from Shelfwise itself. */
export const teamSignature: Record<MailLanguage, string> = {
  en: `— The ${APP_NAME} team`,
  es: `— El equipo de ${APP_NAME}`,
  fr: `— L’équipe ${APP_NAME}`,
  de: `— Dein ${APP_NAME}-Team`,
};

/**
 * 'Jan 5, 2025' in English, the same day in the language's own form ('5 ene 2025'): the day the
 * moment falls on in the recipient's timezone setting (UTC when unknown).
 */
export function formatMailDate(
  date: Date,
  language: string | null | undefined = 'en',
  timezone: string | undefined = 'UTC',
): string {
  const lang = mailLanguage(language);
  const day = todayIn(timezone, date);
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : lang, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const byWord: Record<MailLanguage, string> = { en: 'by', es: 'de', fr: 'de', de: 'von' };

/** '"Dune" by Frank Herbert' (or '"Dune"' without an author) in the language. */
export const bookLabel = (title: string, author: string, language: string = 'en') =>
  author ? `"${title}" ${byWord[mailLanguage(language)]} ${author}` : `"${title}"`;

/**
 * What every mail in `language` shares: the `lang` of its HTML, the greeting of `name` (none for a
 * stranger) and the team's sign-off. Spread it into `renderMail`.
 */
export function mailFrame(language: MailLanguage, name?: string) {
  return {
    lang: language,
    ...(name === undefined ? {} : { greeting: greeting[language](name) }),
    signature: teamSignature[language],
  };
}

const pageButton: Record<MailLanguage, string> = {
  en: 'See your loans / ask for more time',
  es: 'Ver tus préstamos / pedir más tiempo',
  fr: 'Voir vos prêts / demander plus de temps',
  de: 'Deine Ausleihen ansehen / um mehr Zeit bitten',
};

/** The button of every mail to a borrower to their page (issue 29), in the mail's language. */
export const borrowerPageButton = (language?: string | null) => pageButton[mailLanguage(language)];
