import { APP_NAME } from '@shelfwise/contract';
import { mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const texts = {
  en: {
    subject: `Your ${APP_NAME} email address is about to change`,
    preheader: (email: string) => `A change to ${email} was asked for.`,
    paragraphs: (email: string) => [
      `Someone signed in to your ${APP_NAME} account asked to change its email address to ${email}.`,
      'Nothing changes until the code we sent to the new address is entered. Until then you keep signing in, and getting our mail, at this address.',
      'If this was not you, choose a new password now: that signs out every session and cancels the change.',
    ],
    button: 'Choose a new password',
    footnote: 'If it was you, there is nothing to do here.',
  },
  es: {
    subject: `Tu dirección de correo de ${APP_NAME} está a punto de cambiar`,
    preheader: (email: string) => `Se ha pedido un cambio a ${email}.`,
    paragraphs: (email: string) => [
      `Alguien con sesión iniciada en tu cuenta de ${APP_NAME} ha pedido cambiar su dirección de correo a ${email}.`,
      'No cambia nada hasta que se introduzca el código que enviamos a la nueva dirección. Hasta entonces sigues entrando, y recibiendo nuestros correos, con esta dirección.',
      'Si no has sido tú, elige una contraseña nueva ahora: eso cierra todas las sesiones y cancela el cambio.',
    ],
    button: 'Elegir una contraseña nueva',
    footnote: 'Si has sido tú, no tienes que hacer nada.',
  },
  fr: {
    subject: `Votre adresse e-mail ${APP_NAME} va changer`,
    preheader: (email: string) => `Un changement vers ${email} a été demandé.`,
    paragraphs: (email: string) => [
      `Une personne connectée à votre compte ${APP_NAME} a demandé à changer son adresse e-mail pour ${email}.`,
      'Rien ne change tant que le code envoyé à la nouvelle adresse n’est pas saisi. D’ici là, vous continuez à vous connecter, et à recevoir nos e-mails, avec cette adresse.',
      'Si ce n’était pas vous, choisissez un nouveau mot de passe maintenant : cela ferme toutes les sessions et annule le changement.',
    ],
    button: 'Choisir un nouveau mot de passe',
    footnote: 'Si c’était vous, vous n’avez rien à faire.',
  },
  de: {
    subject: `Deine ${APP_NAME}-E-Mail-Adresse wird gleich geändert`,
    preheader: (email: string) => `Eine Änderung zu ${email} wurde angefordert.`,
    paragraphs: (email: string) => [
      `Jemand, der in deinem ${APP_NAME}-Konto angemeldet ist, möchte die E-Mail-Adresse zu ${email} ändern.`,
      'Nichts ändert sich, bis der Code eingegeben wird, den wir an die neue Adresse geschickt haben. Bis dahin meldest du dich weiter mit dieser Adresse an und bekommst unsere E-Mails hierhin.',
      'Wenn du das nicht warst, wähle jetzt ein neues Passwort: das meldet alle Sitzungen ab und bricht die Änderung ab.',
    ],
    button: 'Neues Passwort wählen',
    footnote: 'Wenn du es warst, musst du nichts tun.',
  },
};

/** To the account's current address when a change to another address is asked for in settings. */
export function emailChangeNoticeMail(input: {
  name: string;
  newEmail: string;
  appUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  return renderMail({
    ...mailFrame(lang, input.name),
    subject: s.subject,
    preheader: s.preheader(input.newEmail),
    paragraphs: s.paragraphs(input.newEmail),
    button: { label: s.button, url: `${input.appUrl}/forgot-password` },
    footnote: s.footnote,
  });
}
