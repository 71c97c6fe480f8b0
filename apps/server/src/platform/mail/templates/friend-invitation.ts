import { APP_NAME, TAGLINE } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

/** To an address with no account: who invites them, and a sign-up link that connects them on arrival. */
export function friendInvitationMail(input: {
  senderName: string;
  senderEmail: string;
  signUpUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `${input.senderName} invited you to ${APP_NAME}`,
    preheader: `Join ${input.senderName} and recommend books to each other.`,
    paragraphs: [
      `${input.senderName} (${input.senderEmail}) invited you to be friends on ${APP_NAME}, ${TAGLINE}`,
      `Create a free account with this email address and the friend request will be waiting for you. Friends can recommend books to each other.`,
    ],
    button: { label: 'Create your account', url: input.signUpUrl },
    footnote: `You receive this email because ${input.senderName} entered this address on ${APP_NAME}. If you do not know them, you can ignore it: nothing happens unless you sign up.`,
  });
}
