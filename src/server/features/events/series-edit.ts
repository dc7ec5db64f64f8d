import type { SeriesEditScope } from '@shared/series-rules';
import type { Tx } from '../../db/client';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { notifyRegistrationChanges } from './live-availability';
import { assertCourtExists } from './registrable-events';
import type { EventsDeps } from './registrations';
import { loadSeriesSession, lockSessionsInScope, type SessionTable } from './series-workflow';

type Sessions<T extends SessionTable> = Awaited<ReturnType<typeof lockSessionsInScope<T>>>;

/**
 * The frame of an edit of a series' sessions, socials' and tournaments' alike. One session: the
 * kind's ordinary edit, after checking the session is of this series (so a session of another
 * series cannot be edited through this one). Several: one transaction with the series and its
 * sessions locked; `editInScope` writes the sessions in scope and answers the sign-up targets
 * it changed, whose live counts are told once the transaction has committed.
 */
export async function editSessionsInScope<T extends SessionTable, V extends { courtId: string }>(
  deps: EventsDeps,
  table: T,
  ids: { seriesId: string; sessionId: string },
  input: { scope: SeriesEditScope; values: V },
  steps: {
    editOne: (values: V) => Promise<unknown>;
    editInScope: (tx: Tx, sessions: Sessions<T>, timeZone: string) => Promise<string[]>;
  },
): Promise<void> {
  const { seriesId, sessionId } = ids;
  if (input.scope === 'one') {
    await deps.db.transaction((tx) => loadSeriesSession(tx, table, seriesId, sessionId));
    await steps.editOne(input.values);
    return;
  }
  const timeZone = await resolveClubTimeZone(deps.db);
  await assertCourtExists(deps.db, input.values.courtId);
  const touched = await deps.db.transaction(async (tx) => {
    const sessions = await lockSessionsInScope(tx, table, seriesId, sessionId, input.scope);
    return steps.editInScope(tx, sessions, timeZone);
  });
  await notifyRegistrationChanges(deps, touched);
}
