import { defaultClubIdentity } from '@shared/club';
import {
  type LookingForTeamFiled,
  type LookingForTeamRequest,
  leagueFormatLabels,
} from '@shared/schemas/looking-for-team';
import { and, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { leagues } from '../../db/schema/leagues';
import {
  lookingForTeamEvents,
  lookingForTeamLeagues,
  lookingForTeamRequests,
} from '../../db/schema/looking-for-team';
import { fieldError } from '../../lib/app-error';
import { clubToday } from '../../lib/club-time-zone';
import { composeEmail, neutralGreeting, quotedName } from '../../lib/mail/compose-email';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { withdrawLinkOf } from './looking-closing';
import { tellRepsOfRequest } from './looking-rep-notices';
import { defaultOpenDays } from './looking-requests';

/*
 * Filing a request from /forms/looking (the player's side): the request, its leagues, its
 * confirmation with the withdraw link.
 */

const t = lookingForTeamRequests;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A request stays open through the season ahead: until the last end date of the leagues it
 * names (or, naming none, of the leagues still to finish), at least `defaultOpenDays` when the
 * catalogue has nothing later.
 */
async function expiryFor(db: DbOrTx, leagueIds: readonly string[], today: string): Promise<string> {
  const fallback = addDays(today, defaultOpenDays);
  const where = leagueIds.length > 0 ? inArray(leagues.id, [...leagueIds]) : and(gte(leagues.endsOn, today));
  const [row] = await db
    .select({ last: sql<string | null>`max(${leagues.endsOn})::text` })
    .from(leagues)
    .where(where);
  const last = row?.last ?? null;
  if (!last || last < today) return fallback;
  if (leagueIds.length > 0) return last;
  // Date strings (YYYY-MM-DD) compare in date order.
  return [last, fallback].sort().at(-1)!;
}

function confirmationEmail(input: LookingForTeamRequest, withdrawLink: string) {
  const club = defaultClubIdentity.shortName;
  const interests = input.formats.map((f) => leagueFormatLabels[f]).join(', ');
  return composeEmail(
    input.email,
    `${club}: we have your looking-for-a-team request`,
    neutralGreeting,
    [
      `Thank you for telling us you are looking for a team (request under the name ${quotedName(input.name)}). A league representative of ${club} will contact you, usually within a week, and captains with room on their rosters may get in touch too.`,
      `Your level: NTRP ${input.ntrpRating}${interests ? `; interested in: ${interests}` : ''}.`,
      'Found a team already, or changed your mind? Withdraw your request with this link:',
    ],
    { href: withdrawLink, label: 'Withdraw my request' },
  );
}

/**
 * Files a request from /forms/looking: the request, its first history line, the leagues it
 * names, the confirmation e-mail (with the withdraw link) and the reps' notices (those who chose
 * "at once") in one transaction.
 */
export async function fileLookingRequest(
  ctx: AppContext,
  input: LookingForTeamRequest,
  userId: string | null,
): Promise<LookingForTeamFiled> {
  const today = await clubToday(ctx.db);
  await ctx.db.transaction(async (tx) => {
    if (input.leagueIds.length > 0) {
      const known = await tx
        .select({ id: leagues.id })
        .from(leagues)
        .where(
          and(inArray(leagues.id, input.leagueIds), or(isNull(leagues.endsOn), gte(leagues.endsOn, today))),
        );
      if (known.length !== new Set(input.leagueIds).size) {
        throw fieldError(
          'VALIDATION',
          'leagueIds',
          'One of the leagues is no longer open. Please choose again.',
        );
      }
    }
    const expiresOn = await expiryFor(tx, input.leagueIds, today);
    const [row] = await tx
      .insert(t)
      .values({
        userId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        gender: input.gender,
        ageDivision: input.ageDivision,
        ntrpRating: input.ntrpRating,
        ratingType: input.ratingType,
        formats: input.formats,
        days: input.days,
        times: input.times,
        play: input.play,
        notes: input.notes,
        expiresOn,
      })
      .returning();
    const id = row!.id;
    await tx.insert(lookingForTeamEvents).values({ requestId: id, kind: 'filed' });
    if (input.leagueIds.length > 0) {
      await tx
        .insert(lookingForTeamLeagues)
        .values([...new Set(input.leagueIds)].map((leagueId) => ({ requestId: id, leagueId })));
    }
    await enqueueEmail(tx, confirmationEmail(input, withdrawLinkOf(ctx, id)));
    await tellRepsOfRequest(tx, row!);
  });
  wakeOutbox();
  return {
    message: `Thank you! We have your request and sent a confirmation to ${input.email}. A league representative will be in touch.`,
  };
}
