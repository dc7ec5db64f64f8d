import {
  type Court,
  type CourtListResponse,
  type CourtPage,
  courtListQuerySchema,
  createCourtSchema,
  updateCourtSchema,
} from '../schemas/courts';
import { answer, defineRoute } from './define';

/** Court locations (§ Court Locations): the public list and page, the admins' list and editor. */
export const courtsApi = {
  list: defineRoute({ method: 'GET', path: '/api/courts', answer: answer<CourtListResponse>() }),
  bySlug: defineRoute({ method: 'GET', path: '/api/courts/:slug', answer: answer<{ court: Court }>() }),
  create: defineRoute({
    method: 'POST',
    path: '/api/courts',
    body: createCourtSchema,
    answer: answer<{ court: Court }>(),
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/courts/:id',
    body: updateCourtSchema,
    answer: answer<{ court: Court }>(),
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/courts/:id', answer: answer<void>() }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/courts',
    query: courtListQuerySchema,
    answer: answer<CourtPage>(),
  }),
  adminCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/courts.csv',
    query: courtListQuerySchema,
    answer: answer<string>(),
  }),
  adminById: defineRoute({
    method: 'GET',
    path: '/api/admin/courts/:id',
    answer: answer<{ court: Court }>(),
  }),
};
