import type { SentRecommendation } from '@shelfwise/contract';
import { defaultRecommendationMessage } from '@shelfwise/contract';
import type { TestApp } from '../harness.ts';
import { createBook } from './books.ts';
import type { CreatedUser } from './users.ts';

export interface CreateRecommendationOptions {
  /** A book of the sender; default: a new one. */
  bookId?: string;
  message?: string;
  rating?: number;
}

/** A recommendation through the recommendations service; sender and recipient must be friends. */
export async function createRecommendation(
  t: TestApp,
  sender: CreatedUser,
  recipient: CreatedUser,
  options: CreateRecommendationOptions = {},
): Promise<SentRecommendation> {
  const book = options.bookId
    ? await t.services.books.get(sender.user.id, options.bookId)
    : await createBook(t, sender);
  return t.services.recommendations.recommend(sender.user.id, {
    bookId: book._id,
    recipientId: recipient.user.id,
    message: options.message ?? defaultRecommendationMessage(book),
    rating: options.rating,
  });
}
