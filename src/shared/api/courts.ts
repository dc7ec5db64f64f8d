import { adminExec } from '../access';
import type {
  Court,
  CourtListResponse,
  CourtPage,
  courtListQuerySchema,
  createCourtSchema,
  updateCourtSchema,
} from '../schemas/courts';
import { route, withCsv } from './define';

/** Court locations (§ Court Locations): the public list and page, the admins' list and editor. */
export const courtsApi = withCsv(
  {
    list: route('GET /api/courts', 'public').answers<CourtListResponse>(),
    bySlug: route('GET /api/courts/:slug', 'public').answers<{ court: Court }>(),
    create: route('POST /api/courts', adminExec).body<typeof createCourtSchema>().answers<{ court: Court }>(),
    update: route('PATCH /api/courts/:id', adminExec)
      .body<typeof updateCourtSchema>()
      .answers<{ court: Court }>(),
    remove: route('DELETE /api/courts/:id', adminExec).answers<void>(),
    adminList: route('GET /api/admin/courts', adminExec)
      .query<typeof courtListQuerySchema>()
      .answers<CourtPage>(),
    adminById: route('GET /api/admin/courts/:id', adminExec).answers<{ court: Court }>(),
  },
  { adminCsv: 'adminList' },
);
