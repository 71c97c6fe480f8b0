import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

/** The verification mail in each language of the settings; the account's language picks one. */
const texts = {
  en: {
    subject: (code: string) => `Your ${APP_NAME} verification code: ${code}`,
    preheader: (code: string) => `Your code is ${code}`,
    greeting: (name: string) => `Hi ${name},`,
    enter: `Enter this code in ${APP_NAME} to verify your email address:`,
    footnote: (minutes: number) =>
      `The code is valid for ${minutes} minutes and can be used once. If you did not create a ${APP_NAME} account, you can ignore this email.`,
    signature: `— The ${APP_NAME} team`,
  },
  es: {
    subject: (code: string) => `Tu código de verificación de ${APP_NAME}: ${code}`,
    preheader: (code: string) => `Tu código es ${code}`,
    greeting: (name: string) => `Hola, ${name}:`,
    enter: `Introduce este código en ${APP_NAME} para verificar tu dirección de correo:`,
    footnote: (minutes: number) =>
      `El código es válido durante ${minutes} minutos y solo se puede usar una vez. Si no has creado una cuenta en ${APP_NAME}, puedes ignorar este correo.`,
    signature: `— El equipo de ${APP_NAME}`,
  },
  fr: {
    subject: (code: string) => `Votre code de vérification ${APP_NAME} : ${code}`,
    preheader: (code: string) => `Votre code est ${code}`,
    greeting: (name: string) => `Bonjour ${name},`,
    enter: `Saisissez ce code dans ${APP_NAME} pour vérifier votre adresse e-mail :`,
    footnote: (minutes: number) =>
      `Le code est valable ${minutes} minutes et ne sert qu’une fois. Si vous n’avez pas créé de compte ${APP_NAME}, ignorez cet e-mail.`,
    signature: `— L’équipe ${APP_NAME}`,
  },
  de: {
    subject: (code: string) => `Dein ${APP_NAME}-Bestätigungscode: ${code}`,
    preheader: (code: string) => `Dein Code lautet ${code}`,
    greeting: (name: string) => `Hallo ${name},`,
    enter: `Gib diesen Code in ${APP_NAME} ein, um deine E-Mail-Adresse zu bestätigen:`,
    footnote: (minutes: number) =>
      `Der Code ist ${minutes} Minuten gültig und kann einmal verwendet werden. Wenn du kein ${APP_NAME}-Konto erstellt hast, kannst du diese E-Mail ignorieren.`,
    signature: `— Dein ${APP_NAME}-Team`,
  },
} as const;

export function verificationCodeMail(input: {
  name: string;
  code: string;
  validMinutes: number;
  /** The account's language (settings); English when unknown. */
  language?: string;
}): RenderedMail {
  const language = (input.language && input.language in texts ? input.language : 'en') as keyof typeof texts;
  const s = texts[language];
  return renderMail({
    lang: language,
    subject: s.subject(input.code),
    preheader: s.preheader(input.code),
    greeting: s.greeting(input.name),
    paragraphs: [s.enter],
    code: input.code,
    footnote: s.footnote(input.validMinutes),
    signature: s.signature,
  });
}
