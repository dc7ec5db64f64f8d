import type { logErrorSchema } from '../schemas/error-log';
import { answer, defineRoute, schema } from './define';

/** Client error reports (§7). */
export const errorLogApi = {
  log: defineRoute({
    method: 'POST',
    path: '/api/log-error',
    access: 'public',
    body: schema<typeof logErrorSchema>(),
    answer: answer<{ ok: true }>(),
  }),
};
