import { z } from '../zod';

/**
 * The home page's "Upcoming highlights" query, in a file of its own so the first visit does not
 * load every event schema.
 */
export const upcomingHighlightsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1, 'limit is at least 1.')
    .max(12, 'limit is at most 12.')
    .default(3),
});
