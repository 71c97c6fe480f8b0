import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

export function passwordResetMail(input: { name: string; url: string; validMinutes: number }): RenderedMail {
  return renderMail({
    subject: `Reset your ${APP_NAME} password`,
    preheader: 'A link to choose a new password',
    greeting: `Hi ${input.name},`,
    paragraphs: [`Someone (hopefully you) asked to reset the password of your ${APP_NAME} account.`],
    button: { label: 'Choose a new password', url: input.url },
    footnote: `The link is valid for ${input.validMinutes} minutes and works once. If you did not ask for it, ignore this email: your password stays the same.`,
  });
}
