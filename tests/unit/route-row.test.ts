import { adminExec } from '@shared/access';
import { answer, csvOf, defineRoute, route, schema, upload } from '@shared/api/define';
import type { courtListQuerySchema, updateCourtSchema } from '@shared/schemas/courts';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('route rows', () => {
  it('make the same plain data as the long form', () => {
    const row = route('PATCH /api/courts/:id', adminExec)
      .body<typeof updateCourtSchema>()
      .answers<{ id: string }>();
    const long = defineRoute({
      method: 'PATCH',
      path: '/api/courts/:id',
      access: adminExec,
      body: schema<typeof updateCourtSchema>(),
      answer: answer<{ id: string }>(),
    });
    expect(row).toEqual(long);
    expect(JSON.stringify(row)).toBe(JSON.stringify(long));
  });

  it('carry the query and the upload field', () => {
    const row = route('POST /api/things/:id/photo', 'signedIn')
      .query<typeof courtListQuerySchema>()
      .upload('photo')
      .answers<void>();
    expect(row).toEqual(
      defineRoute({
        method: 'POST',
        path: '/api/things/:id/photo',
        access: 'signedIn',
        query: schema<typeof courtListQuerySchema>(),
        upload: upload('photo'),
        answer: answer<void>(),
      }),
    );
    expect(row).toMatchObject({ hasBody: false, hasQuery: true, upload: { field: 'photo' } });
  });

  it('give a list its CSV export with the same rule and query', () => {
    const list = route('GET /api/admin/courts', adminExec)
      .query<typeof courtListQuerySchema>()
      .answers<string[]>();
    const csv = csvOf(list);
    expect(list.path).toBe('/api/admin/courts');
    expect(csv).toEqual({ ...list, path: '/api/admin/courts.csv' });
    expectTypeOf(csv.path).toEqualTypeOf<'/api/admin/courts.csv'>();
    expectTypeOf(csv.access).toEqualTypeOf(list.access);
  });
});
