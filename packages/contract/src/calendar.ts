import { z } from 'zod';

/**
 * The owner's calendar feed (issue 29). Its secret URL is only kept hashed, so it is in the answer
 * of the POST that makes it (turning the feed on or resetting it) and never again.
 */
export const calendarFeedStatusSchema = z.object({
  data: z.object({ enabled: z.boolean(), createdAt: z.string().nullable() }),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>['data'];

export const calendarFeedCreatedSchema = z.object({
  data: z.object({ url: z.url(), createdAt: z.string() }),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>['data'];
