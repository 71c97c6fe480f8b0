import { APP_NAME, MAX_RATING } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

/** To a friend a book was recommended to: the book, the message, and where to add it. */
export function bookRecommendationMail(input: {
  recipientName: string;
  senderName: string;
  bookTitle: string;
  bookAuthor: string;
  message: string;
  rating: number;
  friendsUrl: string;
  settingsUrl: string;
}): RenderedMail {
  const book = input.bookAuthor ? `"${input.bookTitle}" by ${input.bookAuthor}` : `"${input.bookTitle}"`;
  const rated =
    input.rating > 0 ? [`${input.senderName} rated it ${input.rating} out of ${MAX_RATING}.`] : [];
  return renderMail({
    subject: `${input.senderName} recommends "${input.bookTitle}"`,
    preheader: input.message,
    greeting: `Hi ${input.recipientName},`,
    paragraphs: [
      `${input.senderName} recommended ${book} to you:`,
      `“${input.message}”`,
      ...rated,
      `Add it to your ${APP_NAME} library or dismiss it on your Friends page.`,
    ],
    button: { label: 'See the recommendation', url: input.friendsUrl },
    footnote: `You receive this email because "Email reminders" is on in your notification settings: ${input.settingsUrl}`,
  });
}
