import { isUuid } from '@shared/uuid';
import { createRecordToken, verifyRecordToken } from './record-token';

/*
 * Calendar feed keys (a team's feed, features/team-matches; a member's own, features/my-week):
 * calendar apps send no cookie, so the address carries a key — a row's id signed with the row's
 * key version. Nothing secret is stored; bumping the version makes the old address stop working.
 */

const purposeOf = (feed: string, version: number) => `${feed}:v${version}`;

/** The key of the row `id` at key version `version`, for the feed named `feed`. */
export function feedKeyOf(secret: string, feed: string, row: { id: string; version: number }): string {
  return createRecordToken(secret, purposeOf(feed, row.version), row.id);
}

/** The row id a key names, when it could be one (the key itself is checked against the row). */
export function feedKeyRowId(key: string): string | null {
  const id = key.slice(0, Math.max(0, key.indexOf('.')));
  return isUuid(id) ? id.toLowerCase() : null;
}

/** True when `key` is the row's current key (a forged key or one of an older version is not). */
export function isCurrentFeedKey(
  secret: string,
  feed: string,
  row: { id: string; version: number },
  key: string,
): boolean {
  return verifyRecordToken(secret, purposeOf(feed, row.version), key) === row.id;
}
