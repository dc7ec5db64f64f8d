import type { CaptainsPage } from '../schemas/captains';
import type { RelayMessageResult, relayMessageSchema } from '../schemas/contact-relay';
import { route } from './define';

/** The captains page (issue 10 §5): names only; messages go through the relay. */
export const captainsApi = {
  list: route('GET /api/captains', 'public').answers<CaptainsPage>(),
  message: route('POST /api/captains/:teamId/message', 'public')
    .body<typeof relayMessageSchema>()
    .answers<RelayMessageResult>(),
};
