import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recommendations } from '../../db/schema/recommendations.ts';

/**
 * Recommendations the user sent or received, for the JSON export (decision 0015). Like friendships
 * they name accounts of the server they were made on, so a restore does not bring them back.
 */
export function createRecommendationsExport({ db }: { db: Database }) {
  return {
    exportRows: (userId: string) =>
      db
        .select()
        .from(recommendations)
        .where(or(eq(recommendations.senderId, userId), eq(recommendations.recipientId, userId))),
  };
}

export type RecommendationsExport = ReturnType<typeof createRecommendationsExport>;
