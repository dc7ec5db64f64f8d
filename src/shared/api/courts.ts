import { adminExec } from '../access';
import type {
  Court,
  CourtListResponse,
  CourtPage,
  courtListQuerySchema,
  createCourtSchema,
  updateCourtSchema,
} from '../schemas/courts';
import { answer, defineRoute, schema } from './define';

/** Court locations (§ Court Locations): the public list and page, the admins' list and editor. */
export const courtsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/courts',
    access: 'public',
    answer: answer<CourtListResponse>(),
  }),
  bySlug: defineRoute({
    method: 'GET',
    path: '/api/courts/:slug',
    access: 'public',
    answer: answer<{ court: Court }>(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/courts',
    access: adminExec,
    body: schema<typeof createCourtSchema>(),
    answer: answer<{ court: Court }>(),
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/courts/:id',
    access: adminExec,
    body: schema<typeof updateCourtSchema>(),
    answer: answer<{ court: Court }>(),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/courts/:id',
    access: adminExec,
    answer: answer<void>(),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/courts',
    access: adminExec,
    query: schema<typeof courtListQuerySchema>(),
    answer: answer<CourtPage>(),
  }),
  adminCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/courts.csv',
    access: adminExec,
    query: schema<typeof courtListQuerySchema>(),
    answer: answer<string>(),
  }),
  adminById: defineRoute({
    method: 'GET',
    path: '/api/admin/courts/:id',
    access: adminExec,
    answer: answer<{ court: Court }>(),
  }),
};
