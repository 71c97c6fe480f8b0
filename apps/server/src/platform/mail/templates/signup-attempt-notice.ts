import { APP_NAME } from '@shelfwise/contract';
import { mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const texts = {
  en: {
    subject: `Someone tried to sign up to ${APP_NAME} with your email address`,
    preheader: 'Your account is unchanged.',
    paragraphs: [
      `Someone (maybe you) tried to create a new ${APP_NAME} account with this email address. It already belongs to your account, so no new account was made and nothing changed.`,
      'If it was you, sign in instead; if you forgot your password, you can choose a new one.',
    ],
    button: 'Reset your password',
    footnote: 'If it was not you, you can ignore this email. We send this notice at most once a day.',
  },
  es: {
    subject: `Alguien intentó registrarse en ${APP_NAME} con tu dirección de correo`,
    preheader: 'Tu cuenta no ha cambiado.',
    paragraphs: [
      `Alguien (quizá tú) intentó crear una cuenta nueva de ${APP_NAME} con esta dirección de correo. Ya pertenece a tu cuenta, así que no se creó ninguna cuenta y no cambió nada.`,
      'Si fuiste tú, inicia sesión; si olvidaste tu contraseña, puedes elegir una nueva.',
    ],
    button: 'Restablecer tu contraseña',
    footnote: 'Si no fuiste tú, puedes ignorar este correo. Enviamos este aviso como mucho una vez al día.',
  },
  fr: {
    subject: `Quelqu’un a essayé de s’inscrire à ${APP_NAME} avec votre adresse e-mail`,
    preheader: 'Votre compte n’a pas changé.',
    paragraphs: [
      `Quelqu’un (peut-être vous) a essayé de créer un nouveau compte ${APP_NAME} avec cette adresse e-mail. Elle appartient déjà à votre compte : aucun compte n’a été créé et rien n’a changé.`,
      'Si c’était vous, connectez-vous ; si vous avez oublié votre mot de passe, vous pouvez en choisir un nouveau.',
    ],
    button: 'Réinitialiser votre mot de passe',
    footnote: 'Si ce n’était pas vous, ignorez cet e-mail. Nous envoyons cet avis au plus une fois par jour.',
  },
  de: {
    subject: `Jemand wollte sich mit deiner E-Mail-Adresse bei ${APP_NAME} registrieren`,
    preheader: 'Dein Konto ist unverändert.',
    paragraphs: [
      `Jemand (vielleicht du) wollte mit dieser E-Mail-Adresse ein neues ${APP_NAME}-Konto anlegen. Sie gehört schon zu deinem Konto, daher wurde kein Konto angelegt und nichts geändert.`,
      'Wenn du es warst, melde dich stattdessen an; wenn du dein Passwort vergessen hast, kannst du ein neues wählen.',
    ],
    button: 'Passwort zurücksetzen',
    footnote:
      'Wenn du es nicht warst, kannst du diese E-Mail ignorieren. Wir senden diesen Hinweis höchstens einmal am Tag.',
  },
};

/** To the owner of an address someone tried to sign up with (at most one a day per address). */
export function signupAttemptNoticeMail(input: {
  name: string;
  appUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  return renderMail({
    ...mailFrame(lang, input.name),
    subject: s.subject,
    preheader: s.preheader,
    paragraphs: s.paragraphs,
    button: { label: s.button, url: `${input.appUrl}/forgot-password` },
    footnote: s.footnote,
  });
}
