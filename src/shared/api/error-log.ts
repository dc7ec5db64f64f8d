import type { logErrorSchema } from '../schemas/error-log';
import { route } from './define';

/** Client error reports (§7). */
export const errorLogApi = {
  log: route('POST /api/log-error', 'public').body<typeof logErrorSchema>().answers<{ ok: true }>(),
};
