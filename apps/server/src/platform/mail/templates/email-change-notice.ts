import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

/** To the account's current address when a change to another address is asked for in settings. */
export function emailChangeNoticeMail(input: {
  name: string;
  newEmail: string;
  appUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `Your ${APP_NAME} email address is about to change`,
    preheader: `A change to ${input.newEmail} was asked for.`,
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Someone signed in to your ${APP_NAME} account asked to change its email address to ${input.newEmail}.`,
      'Nothing changes until the code we sent to the new address is entered. Until then you keep signing in, and getting our mail, at this address.',
      'If this was not you, choose a new password now: that signs out every session and cancels the change.',
    ],
    button: { label: 'Choose a new password', url: `${input.appUrl}/forgot-password` },
    footnote: 'If it was you, there is nothing to do here.',
  });
}
