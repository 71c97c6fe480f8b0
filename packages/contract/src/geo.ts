import { z } from 'zod';

/** `GET /api/geo`: the caller's country (ISO 3166-1 alpha-2) by IP address, null when unknown. */
export const geoSchema = z.object({
  country: z.string().length(2).nullable(),
});
export type Geo = z.infer<typeof geoSchema>;
