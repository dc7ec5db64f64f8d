import { z } from '../zod';

export const errorLogLimits = {
  errorTypeMax: 100,
  /** Serialized errorData above this is stored truncated. */
  errorDataMaxBytes: 8 * 1024,
  pathMax: 2048,
} as const;

/** POST /api/log-error (§7): window errors, unhandled rejections, configuration errors. */
export const logErrorSchema = z.object({
  errorType: z
    .string({ error: 'errorType is required' })
    .trim()
    .min(1, 'errorType is required')
    .max(errorLogLimits.errorTypeMax, `errorType can be at most ${errorLogLimits.errorTypeMax} characters`),
  errorData: z.unknown().optional(),
  timestamp: z.union([z.string().max(64), z.number()]).optional(),
  /** Page the error happened on (the site sends no Referer: its policy is no-referrer). */
  path: z.string().max(errorLogLimits.pathMax).optional(),
});

export type LogErrorInput = z.input<typeof logErrorSchema>;
