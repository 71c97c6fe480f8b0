import { APP_NAME, TAGLINE } from '@shelfwise/contract';
import { mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const texts = {
  en: {
    subject: (sender: string) => `${sender} invited you to ${APP_NAME}`,
    preheader: (sender: string) => `Join ${sender} and recommend books to each other.`,
    invited: (sender: string, email: string) =>
      `${sender} (${email}) invited you to be friends on ${APP_NAME}, ${TAGLINE}`,
    how: 'Create a free account with this email address and the friend request will be waiting for you. Friends can recommend books to each other.',
    button: 'Create your account',
    footnote: (sender: string) =>
      `You receive this email because ${sender} entered this address on ${APP_NAME}. If you do not know them, you can ignore it: nothing happens unless you sign up.`,
  },
  es: {
    subject: (sender: string) => `${sender} te ha invitado a ${APP_NAME}`,
    preheader: (sender: string) => `Únete a ${sender} y recomendaos libros.`,
    invited: (sender: string, email: string) =>
      `${sender} (${email}) te ha invitado a ser su amigo en ${APP_NAME}, el sistema inteligente para gestionar tu biblioteca.`,
    how: 'Crea una cuenta gratuita con esta dirección de correo y la solicitud de amistad te estará esperando. Los amigos pueden recomendarse libros.',
    button: 'Crear tu cuenta',
    footnote: (sender: string) =>
      `Recibes este correo porque ${sender} introdujo esta dirección en ${APP_NAME}. Si no le conoces, puedes ignorarlo: no pasa nada si no te registras.`,
  },
  fr: {
    subject: (sender: string) => `${sender} vous invite sur ${APP_NAME}`,
    preheader: (sender: string) => `Rejoignez ${sender} et recommandez-vous des livres.`,
    invited: (sender: string, email: string) =>
      `${sender} (${email}) vous invite à devenir amis sur ${APP_NAME}, le système intelligent de gestion de bibliothèque.`,
    how: 'Créez un compte gratuit avec cette adresse e-mail et la demande d’ami vous attendra. Les amis peuvent se recommander des livres.',
    button: 'Créer votre compte',
    footnote: (sender: string) =>
      `Vous recevez cet e-mail parce que ${sender} a saisi cette adresse sur ${APP_NAME}. Si vous ne connaissez pas cette personne, ignorez-le : rien ne se passe sans inscription.`,
  },
  de: {
    subject: (sender: string) => `${sender} hat dich zu ${APP_NAME} eingeladen`,
    preheader: (sender: string) => `Schließ dich ${sender} an und empfehlt euch gegenseitig Bücher.`,
    invited: (sender: string, email: string) =>
      `${sender} (${email}) hat dich eingeladen, auf ${APP_NAME} befreundet zu sein, dem smarten System für deine Bibliothek.`,
    how: 'Erstelle mit dieser E-Mail-Adresse ein kostenloses Konto, dann wartet die Freundschaftsanfrage schon auf dich. Freunde können sich gegenseitig Bücher empfehlen.',
    button: 'Konto erstellen',
    footnote: (sender: string) =>
      `Du bekommst diese E-Mail, weil ${sender} diese Adresse auf ${APP_NAME} eingegeben hat. Wenn du die Person nicht kennst, kannst du sie ignorieren: ohne Anmeldung passiert nichts.`,
  },
};

/**
 * To an address with no account: who invites them, and a sign-up link that connects them on
 * arrival. Written in the sender's language (Shelfwise knows no other for a stranger).
 */
export function friendInvitationMail(input: {
  senderName: string;
  senderEmail: string;
  signUpUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  return renderMail({
    ...mailFrame(lang),
    subject: s.subject(input.senderName),
    preheader: s.preheader(input.senderName),
    paragraphs: [s.invited(input.senderName, input.senderEmail), s.how],
    button: { label: s.button, url: input.signUpUrl },
    footnote: s.footnote(input.senderName),
  });
}
