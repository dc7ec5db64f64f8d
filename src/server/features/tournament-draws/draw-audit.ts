import type { DrawHistoryItem } from '@shared/schemas/tournament-draws';
import { desc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { drawEvents } from '../../db/schema/tournament-draws';
import { actorNameOf } from '../../lib/actor-name';

/*
 * The audit trail of draws (issue 23): each organiser edit is written in the same transaction as
 * the edit itself, so the trail never shows a change that did not happen, nor misses one.
 */

export type DrawEventKind = DrawHistoryItem['kind'];

export async function recordDrawEvent(
  tx: DbOrTx,
  divisionId: string,
  kind: DrawEventKind,
  actorId: string | null,
  note = '',
): Promise<void> {
  const actorName = await actorNameOf(tx, actorId);
  await tx.insert(drawEvents).values({ divisionId, kind, actorId, actorName, note });
}

/** Each division's trail, newest first. */
export async function drawHistoryOf(
  db: DbOrTx,
  divisionIds: readonly string[],
): Promise<Map<string, DrawHistoryItem[]>> {
  const byDivision = new Map<string, DrawHistoryItem[]>();
  if (divisionIds.length === 0) return byDivision;
  const rows = await db
    .select()
    .from(drawEvents)
    .where(inArray(drawEvents.divisionId, [...divisionIds]))
    .orderBy(desc(drawEvents.at), desc(drawEvents.id));
  for (const r of rows) {
    const list = byDivision.get(r.divisionId) ?? [];
    list.push({ id: r.id, kind: r.kind, at: r.at.toISOString(), actorName: r.actorName, note: r.note });
    byDivision.set(r.divisionId, list);
  }
  return byDivision;
}
