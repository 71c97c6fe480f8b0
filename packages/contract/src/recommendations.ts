import { z } from 'zod';
import { bookSchema, ratingSchema } from './books.ts';

/** Recommendations (spec §3 Recommendation input, §5 Recommend, §6 custom message, §7). */

export const MAX_RECOMMENDATION_MESSAGE_LENGTH = 1000;
/** Recommendations a user may send in any 24 hours. */
export const RECOMMENDATIONS_PER_DAY = 20;

/**
 * The generic message of spec §5, built from the book's title and author. Free and basic users'
 * recommendations always carry it; premium users may write their own (spec §6).
 */
export function defaultRecommendationMessage(book: { title: string; author: string }): string {
  const by = book.author.trim() ? ` by ${book.author.trim()}` : '';
  return `I think you would enjoy "${book.title.trim()}"${by}. Give it a read!`;
}

/** `POST /api/recommendations` (spec §3, §7): a book of the caller's to one of their friends. */
export const createRecommendationSchema = z.object({
  bookId: z.uuid('Choose a book from your library'),
  recipientId: z.uuid('Choose a friend'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(
      MAX_RECOMMENDATION_MESSAGE_LENGTH,
      `Message must be at most ${MAX_RECOMMENDATION_MESSAGE_LENGTH} characters`,
    ),
  /** The sender's rating of the book; the book's own rating when left out. */
  rating: ratingSchema.optional(),
});
export type CreateRecommendationInput = z.input<typeof createRecommendationSchema>;

/** `pending` until the recipient adds the book to their library (`added`); dismissed ones are not listed. */
export const recommendationStatuses = ['pending', 'added'] as const;
export type RecommendationStatus = (typeof recommendationStatuses)[number];

/** The book as it was when recommended: later edits or deletion by the sender do not change it. */
export const recommendedBookSchema = bookSchema.pick({
  title: true,
  author: true,
  isbn: true,
  description: true,
  category: true,
  thumbnail: true,
});
export type RecommendedBook = z.infer<typeof recommendedBookSchema>;

/** A recommendation received (`GET /api/recommendations`). */
export const receivedRecommendationSchema = z.object({
  id: z.string(),
  book: recommendedBookSchema,
  from: z.object({ name: z.string() }),
  message: z.string(),
  rating: z.number().int(),
  createdAt: z.string(),
  status: z.enum(recommendationStatuses),
});
export type ReceivedRecommendation = z.infer<typeof receivedRecommendationSchema>;

export const receivedRecommendationListSchema = z.object({ data: z.array(receivedRecommendationSchema) });

/** A recommendation sent: the 201 answer of `POST /api/recommendations`. */
export const sentRecommendationSchema = z.object({
  id: z.string(),
  book: recommendedBookSchema,
  to: z.object({ _id: z.string(), name: z.string() }),
  message: z.string(),
  rating: z.number().int(),
  createdAt: z.string(),
  status: z.enum(recommendationStatuses),
});
export type SentRecommendation = z.infer<typeof sentRecommendationSchema>;

export const sentRecommendationResponseSchema = z.object({ data: sentRecommendationSchema });

/** `POST /api/recommendations/{id}/add-to-library` (201): the new book in the caller's library. */
export const addRecommendationToLibraryResponseSchema = z.object({ data: bookSchema });

/** `GET /api/recommendations/count`: received ones not yet added or dismissed (the sidebar badge). */
export const recommendationCountSchema = z.object({ data: z.object({ pending: z.number().int() }) });

export const recommendationIdParamsSchema = z.object({ id: z.string() });
