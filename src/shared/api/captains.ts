import type { CaptainsPage } from '../schemas/captains';
import type { RelayMessageResult, relayMessageSchema } from '../schemas/contact-relay';
import { answer, defineRoute, schema } from './define';

/** The captains page (issue 10 §5): names only; messages go through the relay. */
export const captainsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/captains',
    access: 'public',
    answer: answer<CaptainsPage>(),
  }),
  message: defineRoute({
    method: 'POST',
    path: '/api/captains/:teamId/message',
    access: 'public',
    body: schema<typeof relayMessageSchema>(),
    answer: answer<RelayMessageResult>(),
  }),
};
