import { APP_NAME, MAX_RATING } from '@shelfwise/contract';
import { bookLabel, mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const texts = {
  en: {
    subject: (sender: string, title: string) => `${sender} recommends "${title}"`,
    recommended: (sender: string, book: string) => `${sender} recommended ${book} to you:`,
    rated: (sender: string, rating: number) => `${sender} rated it ${rating} out of ${MAX_RATING}.`,
    add: `Add it to your ${APP_NAME} library or dismiss it on your Friends page.`,
    button: 'See the recommendation',
    footnote: (url: string) =>
      `You receive this email because "Email reminders" is on in your notification settings: ${url}`,
  },
  es: {
    subject: (sender: string, title: string) => `${sender} te recomienda "${title}"`,
    recommended: (sender: string, book: string) => `${sender} te ha recomendado ${book}:`,
    rated: (sender: string, rating: number) => `${sender} le dio ${rating} de ${MAX_RATING}.`,
    add: `Añádelo a tu biblioteca de ${APP_NAME} o descártalo en tu página de Amigos.`,
    button: 'Ver la recomendación',
    footnote: (url: string) =>
      `Recibes este correo porque "Recordatorios por correo" está activado en tus ajustes de notificaciones: ${url}`,
  },
  fr: {
    subject: (sender: string, title: string) => `${sender} vous recommande « ${title} »`,
    recommended: (sender: string, book: string) => `${sender} vous a recommandé ${book} :`,
    rated: (sender: string, rating: number) => `${sender} lui a donné ${rating} sur ${MAX_RATING}.`,
    add: `Ajoutez-le à votre bibliothèque ${APP_NAME} ou écartez-le sur votre page Amis.`,
    button: 'Voir la recommandation',
    footnote: (url: string) =>
      `Vous recevez cet e-mail parce que « Rappels par e-mail » est activé dans vos paramètres de notification : ${url}`,
  },
  de: {
    subject: (sender: string, title: string) => `${sender} empfiehlt „${title}“`,
    recommended: (sender: string, book: string) => `${sender} hat dir ${book} empfohlen:`,
    rated: (sender: string, rating: number) => `${sender} hat es mit ${rating} von ${MAX_RATING} bewertet.`,
    add: `Füge es deiner ${APP_NAME}-Bibliothek hinzu oder verwirf es auf deiner Freunde-Seite.`,
    button: 'Empfehlung ansehen',
    footnote: (url: string) =>
      `Du bekommst diese E-Mail, weil „Erinnerungen per E-Mail“ in deinen Benachrichtigungseinstellungen eingeschaltet ist: ${url}`,
  },
};

/** To a friend a book was recommended to, in the friend's language: the book, the message, where to add it. */
export function bookRecommendationMail(input: {
  recipientName: string;
  senderName: string;
  bookTitle: string;
  bookAuthor: string;
  message: string;
  rating: number;
  friendsUrl: string;
  settingsUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  const book = bookLabel(input.bookTitle, input.bookAuthor, lang);
  return renderMail({
    ...mailFrame(lang, input.recipientName),
    subject: s.subject(input.senderName, input.bookTitle),
    preheader: input.message,
    paragraphs: [
      s.recommended(input.senderName, book),
      `“${input.message}”`,
      ...(input.rating > 0 ? [s.rated(input.senderName, input.rating)] : []),
      s.add,
    ],
    button: { label: s.button, url: input.friendsUrl },
    footnote: s.footnote(input.settingsUrl),
  });
}
