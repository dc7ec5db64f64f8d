import { zonedToday } from '@shared/club-time';
import { isOpenRequest, memberLineResult, pickWeekMatches, recordsByTeam } from '@shared/my-week';
import { paths } from '@shared/paths';
import type {
  MyLineResult,
  MyTeam,
  MyWeek,
  MyWeekDue,
  MyWeekMatch,
  MyWeekSignup,
} from '@shared/schemas/my-week';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { courts } from '../../db/schema/courts';
import { registrations, socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import { leagues, rosterEntries, teams } from '../../db/schema/leagues';
import { payments } from '../../db/schema/payments';
import {
  lineups,
  matchAvailability,
  scoreSheets,
  teamMatches,
  teamMatchSettings,
} from '../../db/schema/team-matches';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { describePayments } from '../../lib/ledger/payment-purposes';
import { toTeamMatch } from '../../lib/team-match-view';
import { calendarUrlOf } from './member-calendar-keys';

/*
 * The member's week in one read (issue 21 §1): one query per part — their roster places, the
 * upcoming matches of those teams (with court, cut-off, their answer and the lineup joined in),
 * the played ones with their score sheets, their sign-ups, their open dues, the names of their
 * partners and their calendar key. Nothing is read per match or per team.
 */

const defaultCutoffHours = 24;

/** The member's roster places: by account, or by their account's e-mail when invited before joining. */
export function placesOf(userId: string): SQL {
  return or(
    eq(rosterEntries.userId, userId),
    and(
      isNull(rosterEntries.userId),
      sql`lower(${rosterEntries.email}) = (select lower(${user.email}) from ${user} where ${user.id} = ${userId})`,
    ),
  )!;
}

export async function loadPlaces(db: DbOrTx, userId: string) {
  return db
    .select({
      entryId: rosterEntries.id,
      teamId: teams.id,
      teamName: teams.name,
      leagueName: leagues.name,
    })
    .from(rosterEntries)
    .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(and(placesOf(userId), ne(teams.status, 'rejected')))
    .orderBy(asc(teams.name));
}

type Place = Awaited<ReturnType<typeof loadPlaces>>[number];

async function loadUpcoming(db: DbOrTx, places: readonly Place[], now: Date) {
  if (places.length === 0) return [];
  return db
    .select({
      match: teamMatches,
      courtName: courts.name,
      courtAddress: courts.address,
      cutoffHours: teamMatchSettings.cutoffHours,
      answer: matchAvailability,
      lineupStatus: lineups.status,
      lineupLines: lineups.lines,
      lineupAlternates: lineups.alternates,
    })
    .from(teamMatches)
    .innerJoin(rosterEntries, eq(rosterEntries.teamId, teamMatches.teamId))
    .leftJoin(courts, eq(courts.id, teamMatches.courtId))
    .leftJoin(teamMatchSettings, eq(teamMatchSettings.teamId, teamMatches.teamId))
    .leftJoin(
      matchAvailability,
      and(
        eq(matchAvailability.matchId, teamMatches.id),
        eq(matchAvailability.rosterEntryId, rosterEntries.id),
      ),
    )
    .leftJoin(lineups, and(eq(lineups.teamMatchId, teamMatches.id), eq(lineups.status, 'published')))
    .where(
      and(
        inArray(
          rosterEntries.id,
          places.map((p) => p.entryId),
        ),
        gte(teamMatches.startsAt, now),
      ),
    )
    .orderBy(asc(teamMatches.startsAt));
}

async function loadPlayed(db: DbOrTx, places: readonly Place[], now: Date) {
  if (places.length === 0) return [];
  return db
    .select({
      id: teamMatches.id,
      teamId: teamMatches.teamId,
      startsAt: teamMatches.startsAt,
      isHome: teamMatches.isHome,
      opponentTeam: teamMatches.opponentTeam,
      state: scoreSheets.state,
      lines: scoreSheets.lines,
    })
    .from(teamMatches)
    .innerJoin(scoreSheets, eq(scoreSheets.teamMatchId, teamMatches.id))
    .where(
      and(
        inArray(
          teamMatches.teamId,
          places.map((p) => p.teamId),
        ),
        lt(teamMatches.startsAt, now),
        ne(teamMatches.status, 'cancelled'),
      ),
    )
    .orderBy(desc(teamMatches.startsAt));
}

/** The member's sign-ups: made signed in, for their family, or with their account's e-mail. */
export function signupsOf(userId: string): SQL {
  return or(
    eq(registrations.userId, userId),
    eq(registrations.signedUpBy, userId),
    sql`${registrations.emailKey} = (select lower(trim(${user.email})) from ${user} where ${user.id} = ${userId})`,
  )!;
}

const socialCourt = alias(courts, 'social_court');
const tournamentCourt = alias(courts, 'tournament_court');

/** Sign-ups for socials and tournaments not over yet (as on the profile: own, by e-mail or for family). */
async function loadSignups(db: DbOrTx, userId: string, now: Date, today: string): Promise<MyWeekSignup[]> {
  const rows = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      waitlistPosition: registrations.waitlistPosition,
      social: socialEvents,
      socialCourt: socialCourt.name,
      divisionName: tournamentDivisions.name,
      tournament: tournaments,
      tournamentCourt: tournamentCourt.name,
    })
    .from(registrations)
    .leftJoin(socialEvents, eq(socialEvents.id, registrations.socialEventId))
    .leftJoin(socialCourt, eq(socialCourt.id, socialEvents.courtId))
    .leftJoin(tournamentDivisions, eq(tournamentDivisions.id, registrations.divisionId))
    .leftJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
    .leftJoin(tournamentCourt, eq(tournamentCourt.id, tournaments.courtId))
    .where(
      and(
        signupsOf(userId),
        ne(registrations.status, 'cancelled'),
        or(
          and(eq(socialEvents.status, 'published'), gt(socialEvents.endsAt, now)),
          and(eq(tournaments.status, 'published'), gte(tournaments.endDate, today)),
        ),
      ),
    );
  const place = (court: string | null, text: string) =>
    court && text ? `${court} (${text})` : (court ?? text);
  return rows
    .map((r): MyWeekSignup => {
      const common = {
        id: r.id,
        status: r.status === 'waitlisted' ? ('waitlisted' as const) : ('confirmed' as const),
        waitlistPosition: r.waitlistPosition,
      };
      if (r.social) {
        return {
          ...common,
          kind: 'social',
          title: r.social.title,
          divisionName: '',
          startsAt: r.social.startsAt.toISOString(),
          isAllDay: false,
          place: place(r.socialCourt, r.social.placeText),
          path: paths.socialEvent(r.social.slug),
        };
      }
      const t = r.tournament!;
      return {
        ...common,
        kind: 'tournament',
        title: t.title,
        divisionName: r.divisionName ?? '',
        startsAt: `${t.startDate}T12:00:00.000Z`,
        isAllDay: true,
        place: place(r.tournamentCourt, t.placeText),
        path: paths.tournament(t.slug),
      };
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));
}

/** Dues and fees waiting to be paid (the ledger's open entries on the member's account). */
async function loadDues(db: DbOrTx, userId: string): Promise<MyWeekDue[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.state, 'pending'),
        isNull(payments.refundOfPaymentId),
        isNull(payments.receivedTwiceOfPaymentId),
      ),
    )
    .orderBy(asc(payments.createdAt));
  const labels = await describePayments(db, rows);
  return rows.map((p) => ({
    paymentId: p.id,
    purpose: p.purpose,
    description: labels.get(p.id) ?? p.purpose,
    amountCents: p.amountCents,
    createdAt: p.createdAt.toISOString(),
  }));
}

async function loadNames(db: DbOrTx, ids: ReadonlySet<string>): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function readMyWeek(
  ctx: Pick<AppContext, 'db' | 'env' | 'authSecret'>,
  userId: string,
  now = new Date(),
): Promise<MyWeek> {
  const { db } = ctx;
  const timeZone = await resolveClubTimeZone(db);
  const places = await loadPlaces(db, userId);
  const [upcoming, played, signups, dues, calendarUrl] = await Promise.all([
    loadUpcoming(db, places, now),
    loadPlayed(db, places, now),
    loadSignups(db, userId, now, zonedToday(timeZone, now)),
    loadDues(db, userId),
    calendarUrlOf(ctx, userId),
  ]);
  const teamNames = new Map(places.map((p) => [p.teamId, p.teamName]));

  const weekRows = upcoming.map((r) => ({
    row: r,
    teamId: r.match.teamId,
    startsAt: r.match.startsAt.toISOString(),
  }));
  const shownRows = new Set(pickWeekMatches(weekRows, now));
  const openRows = weekRows.filter((w) =>
    isOpenRequest({
      match: toTeamMatch(
        w.row.match,
        { cutoffHours: w.row.cutoffHours ?? defaultCutoffHours },
        undefined,
        now,
      ),
      myAnswer: w.row.answer,
    }),
  );

  const resultsRaw = played.flatMap((m) => {
    const line = memberLineResult(m.lines, userId, m.isHome);
    return line ? [{ m, line }] : [];
  });

  // Partner names: the lines of the published lineups shown and of the results, in one query.
  const partnerIds = new Set<string>();
  const lineOf = (lines: { lineId: string; playerIds: string[] }[] | null) =>
    lines?.find((l) => l.playerIds.includes(userId)) ?? null;
  for (const w of [...shownRows, ...openRows]) {
    for (const id of lineOf(w.row.lineupLines)?.playerIds ?? []) if (id !== userId) partnerIds.add(id);
  }
  for (const { line } of resultsRaw) for (const id of line.partnerIds) partnerIds.add(id);
  const names = await loadNames(db, partnerIds);
  const nameOf = (id: string) => names.get(id) ?? 'A former player';

  const toWeekMatch = ({ row: r }: (typeof weekRows)[number]): MyWeekMatch => {
    const court = r.courtName !== null ? { name: r.courtName, address: r.courtAddress ?? '' } : undefined;
    const myLine = lineOf(r.lineupLines);
    return {
      match: toTeamMatch(r.match, { cutoffHours: r.cutoffHours ?? defaultCutoffHours }, court, now),
      teamName: teamNames.get(r.match.teamId) ?? '',
      myAnswer: r.answer
        ? { answer: r.answer.answer, note: r.answer.note, answeredAt: r.answer.answeredAt.toISOString() }
        : null,
      lineup:
        r.lineupStatus === 'published'
          ? {
              line: myLine
                ? {
                    lineId: myLine.lineId,
                    partnerNames: myLine.playerIds.filter((id) => id !== userId).map(nameOf),
                  }
                : null,
              isAlternate: (r.lineupAlternates ?? []).includes(userId),
            }
          : null,
    };
  };

  const results: MyLineResult[] = resultsRaw.map(({ m, line }) => ({
    matchId: m.id,
    teamId: m.teamId,
    teamName: teamNames.get(m.teamId) ?? '',
    startsAt: m.startsAt.toISOString(),
    opponentTeam: m.opponentTeam,
    lineId: line.lineId,
    partnerNames: line.partnerIds.map(nameOf),
    outcome: line.outcome,
    score: line.score,
    isConfirmed: m.state === 'confirmed',
  }));
  const records = recordsByTeam(results);
  const teamsSeen = new Set<string>();
  const myTeams: MyTeam[] = places.flatMap((p) => {
    if (teamsSeen.has(p.teamId)) return [];
    teamsSeen.add(p.teamId);
    return [
      {
        id: p.teamId,
        name: p.teamName,
        leagueName: p.leagueName,
        record: records.get(p.teamId) ?? { won: 0, lost: 0 },
      },
    ];
  });

  return {
    timeZone,
    teams: myTeams,
    matches: weekRows.filter((w) => shownRows.has(w)).map(toWeekMatch),
    openRequests: openRows.map(toWeekMatch),
    signups,
    dues,
    results,
    calendarUrl,
  };
}
