import { APP_NAME } from '@shelfwise/contract';
import { mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const texts = {
  en: {
    subject: `Reset your ${APP_NAME} password`,
    preheader: 'A link to choose a new password',
    asked: `Someone (hopefully you) asked to reset the password of your ${APP_NAME} account.`,
    button: 'Choose a new password',
    footnote: (minutes: number) =>
      `The link is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this email: your password stays the same.`,
  },
  es: {
    subject: `Restablece tu contraseña de ${APP_NAME}`,
    preheader: 'Un enlace para elegir una contraseña nueva',
    asked: `Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de ${APP_NAME}.`,
    button: 'Elegir una contraseña nueva',
    footnote: (minutes: number) =>
      `El enlace es válido durante ${minutes} minutos y funciona una vez. Si no lo has pedido, ignora este correo: tu contraseña no cambia.`,
  },
  fr: {
    subject: `Réinitialisez votre mot de passe ${APP_NAME}`,
    preheader: 'Un lien pour choisir un nouveau mot de passe',
    asked: `Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte ${APP_NAME}.`,
    button: 'Choisir un nouveau mot de passe',
    footnote: (minutes: number) =>
      `Le lien est valable ${minutes} minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.`,
  },
  de: {
    subject: `Setze dein ${APP_NAME}-Passwort zurück`,
    preheader: 'Ein Link, um ein neues Passwort zu wählen',
    asked: `Jemand (hoffentlich du) hat darum gebeten, das Passwort deines ${APP_NAME}-Kontos zurückzusetzen.`,
    button: 'Neues Passwort wählen',
    footnote: (minutes: number) =>
      `Der Link ist ${minutes} Minuten gültig und funktioniert einmal. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: dein Passwort bleibt gleich.`,
  },
};

/** The reset link, in the account's language. */
export function passwordResetMail(input: {
  name: string;
  url: string;
  validMinutes: number;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  return renderMail({
    ...mailFrame(lang, input.name),
    subject: s.subject,
    preheader: s.preheader,
    paragraphs: [s.asked],
    button: { label: s.button, url: input.url },
    footnote: s.footnote(input.validMinutes),
  });
}
