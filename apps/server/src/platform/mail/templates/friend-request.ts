import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

/** To a member someone asked to be friends with: who, and where to answer. */
export function friendRequestMail(input: {
  recipientName: string;
  senderName: string;
  senderEmail: string;
  friendsUrl: string;
  settingsUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `${input.senderName} wants to be your friend on ${APP_NAME}`,
    preheader: 'Accept to share book recommendations with each other.',
    greeting: `Hi ${input.recipientName},`,
    paragraphs: [
      `${input.senderName} (${input.senderEmail}) sent you a friend request on ${APP_NAME}.`,
      'Friends can recommend books to each other. Accept or decline the request on your Friends page.',
    ],
    button: { label: 'See the request', url: input.friendsUrl },
    footnote: `You receive this email because "Email reminders" is on in your notification settings: ${input.settingsUrl}`,
  });
}
