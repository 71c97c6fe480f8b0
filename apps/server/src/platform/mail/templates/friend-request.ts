import { APP_NAME } from '@shelfwise/contract';
import { mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const texts = {
  en: {
    subject: (sender: string) => `${sender} wants to be your friend on ${APP_NAME}`,
    preheader: 'Accept to share book recommendations with each other.',
    sent: (sender: string, email: string) => `${sender} (${email}) sent you a friend request on ${APP_NAME}.`,
    how: 'Friends can recommend books to each other. Accept or decline the request on your Friends page.',
    button: 'See the request',
    footnote: (url: string) =>
      `You receive this email because "Email reminders" is on in your notification settings: ${url}`,
  },
  es: {
    subject: (sender: string) => `${sender} quiere ser tu amigo en ${APP_NAME}`,
    preheader: 'Acepta para recomendaros libros.',
    sent: (sender: string, email: string) =>
      `${sender} (${email}) te ha enviado una solicitud de amistad en ${APP_NAME}.`,
    how: 'Los amigos pueden recomendarse libros. Acepta o rechaza la solicitud en tu página de Amigos.',
    button: 'Ver la solicitud',
    footnote: (url: string) =>
      `Recibes este correo porque "Recordatorios por correo" está activado en tus ajustes de notificaciones: ${url}`,
  },
  fr: {
    subject: (sender: string) => `${sender} veut être votre ami sur ${APP_NAME}`,
    preheader: 'Acceptez pour vous recommander des livres.',
    sent: (sender: string, email: string) =>
      `${sender} (${email}) vous a envoyé une demande d’ami sur ${APP_NAME}.`,
    how: 'Les amis peuvent se recommander des livres. Acceptez ou refusez la demande sur votre page Amis.',
    button: 'Voir la demande',
    footnote: (url: string) =>
      `Vous recevez cet e-mail parce que « Rappels par e-mail » est activé dans vos paramètres de notification : ${url}`,
  },
  de: {
    subject: (sender: string) => `${sender} möchte auf ${APP_NAME} mit dir befreundet sein`,
    preheader: 'Nimm an, um euch gegenseitig Bücher zu empfehlen.',
    sent: (sender: string, email: string) =>
      `${sender} (${email}) hat dir auf ${APP_NAME} eine Freundschaftsanfrage geschickt.`,
    how: 'Freunde können sich gegenseitig Bücher empfehlen. Nimm die Anfrage auf deiner Freunde-Seite an oder lehne sie ab.',
    button: 'Anfrage ansehen',
    footnote: (url: string) =>
      `Du bekommst diese E-Mail, weil „Erinnerungen per E-Mail“ in deinen Benachrichtigungseinstellungen eingeschaltet ist: ${url}`,
  },
};

/** To a member someone asked to be friends with, in the member's language: who, and where to answer. */
export function friendRequestMail(input: {
  recipientName: string;
  senderName: string;
  senderEmail: string;
  friendsUrl: string;
  settingsUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  return renderMail({
    ...mailFrame(lang, input.recipientName),
    subject: s.subject(input.senderName),
    preheader: s.preheader,
    paragraphs: [s.sent(input.senderName, input.senderEmail), s.how],
    button: { label: s.button, url: input.friendsUrl },
    footnote: s.footnote(input.settingsUrl),
  });
}
