import { type Language, languages } from '@shelfwise/contract';

/**
 * The server's own refusals in each language of the settings, keyed by the English text (the
 * spec's words, which stay the API's default). Patterns hold `{n}` for a number or a wait that the
 * English text carries. A message not listed here goes out in English.
 */
type Translations = Record<Exclude<Language, 'en'>, string>;

const exact: Record<string, Translations> = {
  'Invalid email or password': {
    es: 'Correo o contraseña incorrectos',
    fr: 'E-mail ou mot de passe incorrect',
    de: 'E-Mail oder Passwort ist falsch',
  },
  'Please sign in to continue': {
    es: 'Inicia sesión para continuar',
    fr: 'Connectez-vous pour continuer',
    de: 'Bitte melde dich an, um fortzufahren',
  },
  'Your session is invalid or has expired. Please sign in again.': {
    es: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.',
    fr: 'Votre session n’est plus valide ou a expiré. Reconnectez-vous.',
    de: 'Deine Sitzung ist ungültig oder abgelaufen. Bitte melde dich erneut an.',
  },
  'An account with this email already exists': {
    es: 'Ya existe una cuenta con este correo',
    fr: 'Un compte existe déjà avec cet e-mail',
    de: 'Mit dieser E-Mail gibt es bereits ein Konto',
  },
  'You already have a borrower with this email': {
    es: 'Ya tienes un prestatario con este correo',
    fr: 'Vous avez déjà un emprunteur avec cet e-mail',
    de: 'Du hast schon eine ausleihende Person mit dieser E-Mail',
  },
  'Cannot delete borrower with active loans': {
    es: 'No se puede eliminar un prestatario con préstamos activos',
    fr: 'Impossible de supprimer un emprunteur qui a des prêts en cours',
    de: 'Eine Person mit laufenden Ausleihen kann nicht gelöscht werden',
  },
  'This book is already on loan': {
    es: 'Este libro ya está prestado',
    fr: 'Ce livre est déjà prêté',
    de: 'Dieses Buch ist bereits verliehen',
  },
  'This book has already been returned': {
    es: 'Este libro ya se ha devuelto',
    fr: 'Ce livre a déjà été rendu',
    de: 'Dieses Buch wurde bereits zurückgegeben',
  },
  'Return date cannot be before today': {
    es: 'La fecha de devolución no puede ser anterior a hoy',
    fr: 'La date de retour ne peut pas être avant aujourd’hui',
    de: 'Das Rückgabedatum darf nicht vor heute liegen',
  },
  'Reminder date cannot be before today': {
    es: 'La fecha del recordatorio no puede ser anterior a hoy',
    fr: 'La date du rappel ne peut pas être avant aujourd’hui',
    de: 'Das Erinnerungsdatum darf nicht vor heute liegen',
  },
  'Failed to send reminder': {
    es: 'No se pudo enviar el recordatorio',
    fr: 'Impossible d’envoyer le rappel',
    de: 'Erinnerung konnte nicht gesendet werden',
  },
  'Book not found': { es: 'Libro no encontrado', fr: 'Livre introuvable', de: 'Buch nicht gefunden' },
  'Borrower not found': {
    es: 'Prestatario no encontrado',
    fr: 'Emprunteur introuvable',
    de: 'Ausleihende Person nicht gefunden',
  },
  'Something went wrong on our side. Please try again.': {
    es: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuch es noch einmal.',
  },
  'We cannot reach our database right now. Please try again in a moment.': {
    es: 'Ahora mismo no podemos acceder a nuestra base de datos. Inténtalo de nuevo en un momento.',
    fr: 'Notre base de données est injoignable pour le moment. Réessayez dans un instant.',
    de: 'Unsere Datenbank ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',
  },
  'The server is too busy to finish this right now. Please try again.': {
    es: 'El servidor está demasiado ocupado ahora mismo. Inténtalo de nuevo.',
    fr: 'Le serveur est trop occupé pour le moment. Veuillez réessayer.',
    de: 'Der Server ist gerade zu beschäftigt. Bitte versuch es noch einmal.',
  },
  'The server is restarting. Please try again in a moment.': {
    es: 'El servidor se está reiniciando. Inténtalo de nuevo en un momento.',
    fr: 'Le serveur redémarre. Réessayez dans un instant.',
    de: 'Der Server startet neu. Bitte versuch es gleich noch einmal.',
  },
};

/** Messages with a value inside: the English pattern, `{n}` where the value goes. */
const patterns: [RegExp, Translations][] = [
  [
    /^Too many failed sign-in attempts\. Try again in (.+), or reset your password\.$/,
    {
      es: 'Demasiados intentos fallidos. Vuelve a intentarlo en {n} o restablece tu contraseña.',
      fr: 'Trop de tentatives échouées. Réessayez dans {n} ou réinitialisez votre mot de passe.',
      de: 'Zu viele fehlgeschlagene Anmeldeversuche. Versuch es in {n} erneut oder setz dein Passwort zurück.',
    },
  ],
  [
    /^Too many codes requested\. Try again in (.+)\.$/,
    {
      es: 'Has pedido demasiados códigos. Vuelve a intentarlo en {n}.',
      fr: 'Trop de codes demandés. Réessayez dans {n}.',
      de: 'Zu viele Codes angefordert. Versuch es in {n} erneut.',
    },
  ],
];

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/**
 * The language of a request: the signed-in user's setting, else the first of `Accept-Language`
 * that Shelfwise speaks, else English.
 */
export function requestLanguage(
  userLanguage: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (userLanguage && isLanguage(userLanguage)) return userLanguage;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    if (isLanguage(tag)) return tag;
  }
  return 'en';
}

/** The English units of a wait ('5 minutes', '1 hour') in each language. */
const units: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  es: {
    second: 'segundo',
    seconds: 'segundos',
    minute: 'minuto',
    minutes: 'minutos',
    hour: 'hora',
    hours: 'horas',
  },
  fr: {
    second: 'seconde',
    seconds: 'secondes',
    minute: 'minute',
    minutes: 'minutes',
    hour: 'heure',
    hours: 'heures',
  },
  de: {
    second: 'Sekunde',
    seconds: 'Sekunden',
    minute: 'Minute',
    minutes: 'Minuten',
    hour: 'Stunde',
    hours: 'Stunden',
  },
};
const localUnits = (value: string, language: Exclude<Language, 'en'>) =>
  value.replace(/\b(seconds?|minutes?|hours?)\b/g, (word) => units[language][word] ?? word);

/** The message in `language` when it is one we know, else as it is. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const known = exact[message];
  if (known) return known[language];
  for (const [pattern, translations] of patterns) {
    const match = pattern.exec(message);
    if (match) return translations[language].replace('{n}', localUnits(match[1] ?? '', language));
  }
  return message;
}
