import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

/** To the owner of an address someone tried to sign up with (at most one a day per address). */
export function signupAttemptNoticeMail(input: { name: string; appUrl: string }): RenderedMail {
  return renderMail({
    subject: `Someone tried to sign up to ${APP_NAME} with your email address`,
    preheader: 'Your account is unchanged.',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Someone (maybe you) tried to create a new ${APP_NAME} account with this email address. It already belongs to your account, so no new account was made and nothing changed.`,
      'If it was you, sign in instead; if you forgot your password, you can choose a new one.',
    ],
    button: { label: 'Reset your password', url: `${input.appUrl}/forgot-password` },
    footnote: 'If it was not you, you can ignore this email. We send this notice at most once a day.',
  });
}
