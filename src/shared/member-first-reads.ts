import { type ApiRoute, pathOf, queryKeyOf } from './api/define';
import { rosterInvitationsApi } from './api/leagues';
import { myWeekApi } from './api/my-week';
import { profilesApi } from './api/profiles';
import { scheduleApi } from './api/team-matches';
import type { FirstRead } from './first-reads';
import { pathPatterns, paths } from './paths';

/*
 * A member's own reads of the pages painted for them (issue 24, docs/decisions/045-lighthouse-
 * signed-in.md): their week on the home page, the profile they open (their own with their week),
 * a team's schedule. The server reads them with the member's cookie and paints the page with the
 * answers, so the page's content is there at first paint, not after a client round trip.
 * Kept apart from first-reads.ts, which the visitor's home page loads: these API definitions are
 * only the server's to know at first paint (the home page's JS budget).
 * Each key is the one the page's own useQuery uses. Each read is optional: one that fails (a
 * team they are not on, a profile that does not exist) is left to the app, and the page is still
 * painted with its shell and heading.
 */

/** Who the page is painted for, as far as their reads depend on it. */
export interface PaintedMember {
  username: string | null;
}

type MemberPageReads = (
  params: Readonly<Record<string, string | undefined>>,
  member: PaintedMember,
) => readonly FirstRead[];

function read(route: ApiRoute, params?: Record<string, string>): FirstRead {
  return {
    url: pathOf(route.path, params),
    key: queryKeyOf(route, params ? { params } : undefined),
    isOptional: true,
  };
}

/** My week (components/my-week: useMyWeek). */
const weekRead = read(myWeekApi.week);

export const memberPageFirstReads: Readonly<Record<string, MemberPageReads>> = {
  [paths.home]: () => [weekRead],
  [pathPatterns.user]: ({ username = '' }, member) => [
    // usePublicProfile keys the username in lower case and asks with it as written.
    {
      url: pathOf(profilesApi.byUsername.path, { username }),
      key: queryKeyOf(profilesApi.byUsername, { params: { username: username.toLowerCase() } }),
      isOptional: true,
    },
    // Their own profile shows their team invitations above the card and their week below it.
    ...(member.username?.toLowerCase() === username.toLowerCase()
      ? [read(rosterInvitationsApi.mine), weekRead]
      : []),
  ],
  [pathPatterns.teamSchedule]: ({ id = '' }) => [read(scheduleApi.schedule, { id })],
};
