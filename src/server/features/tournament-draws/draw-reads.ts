import { utcToZonedWallTime, zonedToday } from '@shared/club-time';
import { toCsv } from '@shared/csv';
import type {
  AdminTournamentDraws,
  OrderOfPlay,
  OrderOfPlayItem,
  PublicTournamentDraws,
} from '@shared/schemas/tournament-draws';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import { courts } from '../../db/schema/courts';
import { registrations, tournamentDivisions, tournaments } from '../../db/schema/events';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { drawMatchEvents } from '../../lib/draw-match-calendar';
import { buildCalendar } from '../../lib/ical';
import { drawHistoryOf } from './draw-audit';
import { drawIdsOfTournament, drawView, type LoadedDraw, loadDraw, matchView } from './draw-views';

/** The organiser's page: every division with its confirmed count and its draw (draft or published). */
export async function listAdminDraws(ctx: AppContext, tournamentId: string): Promise<AdminTournamentDraws> {
  const [t] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!t) throw new AppError('NOT_FOUND', 'This tournament does not exist.');
  const divisions = await ctx.db
    .select()
    .from(tournamentDivisions)
    .where(eq(tournamentDivisions.tournamentId, tournamentId))
    .orderBy(asc(tournamentDivisions.sortOrder), asc(tournamentDivisions.name));
  const divisionIds = divisions.map((d) => d.id);
  // Both lists in one read: the confirmed in sign-up order, the waitlisted by their place.
  const entries = divisionIds.length
    ? await ctx.db
        .select({
          divisionId: registrations.divisionId,
          registrationId: registrations.id,
          name: registrations.name,
          partnerName: registrations.partnerName,
          ntrp: registrations.ntrp,
          status: registrations.status,
          waitlistPosition: registrations.waitlistPosition,
        })
        .from(registrations)
        .where(
          and(
            inArray(registrations.divisionId, divisionIds),
            inArray(registrations.status, ['confirmed', 'waitlisted']),
          ),
        )
        .orderBy(asc(registrations.seq))
    : [];
  const confirmed = entries.filter((e) => e.status === 'confirmed');
  // By place; a stable sort keeps sign-up order between equal places (other divisions).
  const waitlisted = entries
    .filter((e) => e.status === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  const draws = await drawIdsOfTournament(ctx.db, tournamentId, false);
  const views = new Map<string, ReturnType<typeof drawView>>();
  for (const d of draws) views.set(d.divisionId, drawView(await loadDraw(ctx.db, d.id), null));
  const history = await drawHistoryOf(ctx.db, divisionIds);
  const courtRows = await ctx.db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .orderBy(asc(courts.name));
  return {
    tournament: { id: t.id, title: t.title, slug: t.slug, startDate: t.startDate, endDate: t.endDate },
    divisions: divisions.map((d) => ({
      divisionId: d.id,
      divisionName: d.name,
      confirmedCount: confirmed.filter((c) => c.divisionId === d.id).length,
      entries: confirmed
        .filter((c) => c.divisionId === d.id)
        .map((c) => ({
          registrationId: c.registrationId,
          name: c.partnerName.trim() ? `${c.name} / ${c.partnerName.trim()}` : c.name,
          ntrp: c.ntrp,
        })),
      draw: views.get(d.id) ?? null,
      history: history.get(d.id) ?? [],
    })),
    courts: courtRows,
    waitlisted: waitlisted.map((w) => ({
      divisionId: w.divisionId as string,
      registrationId: w.registrationId,
      name: w.name,
    })),
  };
}

async function publicTournament(ctx: AppContext, slug: string) {
  const [t] = await ctx.db.select().from(tournaments).where(eq(tournaments.slug, slug));
  if (!t || t.status === 'draft') throw new AppError('NOT_FOUND', 'This tournament does not exist.');
  return t;
}

async function publishedDraws(ctx: AppContext, tournamentId: string): Promise<LoadedDraw[]> {
  const ids = await drawIdsOfTournament(ctx.db, tournamentId, true);
  return Promise.all(ids.map((d) => loadDraw(ctx.db, d.id)));
}

export async function getPublishedDraws(
  ctx: AppContext,
  slug: string,
  viewer: RequestViewer,
): Promise<PublicTournamentDraws> {
  const t = await publicTournament(ctx, slug);
  const draws = await publishedDraws(ctx, t.id);
  return {
    tournament: { id: t.id, title: t.title, slug: t.slug, startDate: t.startDate, endDate: t.endDate },
    draws: draws.map((d) => drawView(d, viewer.userId)),
  };
}

/** The day's matches in time and court order (public; the viewer's own marked). */
export async function getOrderOfPlay(
  ctx: AppContext,
  slug: string,
  date: string | undefined,
  viewer: RequestViewer,
): Promise<OrderOfPlay> {
  const t = await publicTournament(ctx, slug);
  const zone = await resolveClubTimeZone(ctx.db);
  const draws = await publishedDraws(ctx, t.id);
  const all = draws.flatMap((d) =>
    d.matches
      .filter((m) => m.startsAt && m.state !== 'bye')
      .map((m) => ({ d, m, day: utcToZonedWallTime(m.startsAt as Date, zone).slice(0, 10) })),
  );
  const days = [...new Set(all.map((x) => x.day))].sort();
  const today = zonedToday(zone);
  const day =
    date ?? (days.includes(today) ? today : (days.find((x) => x >= today) ?? days[days.length - 1] ?? today));
  const items: OrderOfPlayItem[] = all
    .filter((x) => x.day === day)
    .map(({ d, m }) => {
      const v = matchView(d, m);
      const mine = new Set(
        d.entries.filter((e) => viewer.userId && e.userId === viewer.userId).map((e) => e.id),
      );
      return {
        matchId: m.id,
        startsAt: v.startsAt as string,
        courtText: v.courtText,
        courtName: v.courtName,
        divisionName: d.divisionName,
        roundName: v.roundName,
        side1: v.side1?.name ?? 'To be decided',
        side2: v.side2?.name ?? 'To be decided',
        state: v.state,
        scoreText: v.scoreText,
        isMine:
          (!!m.side1EntryId && mine.has(m.side1EntryId)) || (!!m.side2EntryId && mine.has(m.side2EntryId)),
      };
    })
    .sort(
      (a, b) =>
        a.startsAt.localeCompare(b.startsAt) ||
        (a.courtName ?? a.courtText).localeCompare(b.courtName ?? b.courtText),
    );
  return {
    tournament: { title: t.title, slug: t.slug, startDate: t.startDate, endDate: t.endDate },
    date: day,
    days,
    items,
  };
}

/** The order of play of every day as one public feed: each scheduled match of a published draw. */
export async function buildOrderOfPlayCalendar(ctx: AppContext, slug: string): Promise<string> {
  const t = await publicTournament(ctx, slug);
  const zone = await resolveClubTimeZone(ctx.db);
  const events = await drawMatchEvents(ctx, { tournamentId: t.id }, zone);
  return buildCalendar(events, {
    name: `${t.title}: order of play`,
    description: `${t.title}: every scheduled match, with its court and time`,
    prodId: { company: 'NJTC', product: 'Order of play', language: 'EN' },
    refreshSeconds: 1800,
  });
}

/**
 * The draw as TODS (Tennis Open Data Standards) JSON: a tournament with one event, its draw
 * definition's structures and matchUps (matchUpStatus, winningSide, score sets from side 1).
 */
export async function exportTods(ctx: AppContext, drawId: string) {
  const d = await loadDraw(ctx.db, drawId);
  const structures = [...new Set(d.matches.map((m) => `${m.structure}:${m.groupLabel}`))].map((key) => {
    const [structure, group] = key.split(':');
    const matches = d.matches.filter((m) => m.structure === structure && m.groupLabel === group);
    return {
      structureId: `${d.draw.id}-${structure}${group ? `-${group}` : ''}`,
      structureName: structure === 'group' ? `Group ${group}` : structure === 'main' ? 'Main' : 'Consolation',
      stage: structure === 'consolation' ? 'CONSOLATION' : 'MAIN',
      structureType: structure === 'group' ? 'ROUND_ROBIN' : 'ELIMINATION',
      matchUps: matches.map((m) => {
        const v = matchView(d, m);
        return {
          matchUpId: m.id,
          roundNumber: m.round,
          roundPosition: m.position + 1,
          matchUpFormat: d.draw.formatCode,
          matchUpStatus:
            m.state === 'bye'
              ? 'BYE'
              : m.state === 'confirmed'
                ? (m.result?.status ?? 'COMPLETED')
                : 'TO_BE_PLAYED',
          winningSide: m.state === 'confirmed' ? (m.result?.winningSide ?? undefined) : undefined,
          score:
            m.result && m.state === 'confirmed'
              ? {
                  scoreStringSide1: v.scoreText,
                  sets: m.result.score.sets.map((s, i) => ({
                    setNumber: i + 1,
                    side1Score: s.side1,
                    side2Score: s.side2,
                    ...(s.tiebreak !== undefined
                      ? s.side1 > s.side2
                        ? { side2TiebreakScore: s.tiebreak }
                        : { side1TiebreakScore: s.tiebreak }
                      : {}),
                  })),
                }
              : undefined,
          schedule: {
            scheduledTime: v.startsAt ?? undefined,
            courtName: [v.courtName, v.courtText].filter(Boolean).join(', ') || undefined,
          },
          sides: [
            { sideNumber: 1, ...(m.side1EntryId ? { participantId: m.side1EntryId } : {}) },
            { sideNumber: 2, ...(m.side2EntryId ? { participantId: m.side2EntryId } : {}) },
          ],
        };
      }),
    };
  });
  return {
    tournamentId: d.tournament.id,
    tournamentName: d.tournament.title,
    startDate: d.tournament.startDate,
    endDate: d.tournament.endDate,
    participants: d.entries.map((e) => ({
      participantId: e.id,
      participantName: e.name,
      participantType: e.name.includes(' / ') ? 'PAIR' : 'INDIVIDUAL',
      ...(e.seed ? { seedValue: e.seed } : {}),
    })),
    events: [
      {
        eventId: d.draw.divisionId,
        eventName: d.divisionName,
        drawDefinitions: [
          {
            drawId: d.draw.id,
            drawName: d.divisionName,
            drawType:
              d.draw.kind === 'roundRobin'
                ? 'ROUND_ROBIN'
                : d.draw.kind === 'firstMatchConsolation'
                  ? 'FIRST_MATCH_LOSER_CONSOLATION'
                  : 'SINGLE_ELIMINATION',
            matchUpFormat: d.draw.formatCode,
            entries: d.entries.map((e) => ({
              participantId: e.id,
              entryStatus: e.isLuckyLoser ? 'LUCKY_LOSER' : e.withdrawnAt ? 'WITHDRAWN' : 'DIRECT_ACCEPTANCE',
            })),
            structures,
          },
        ],
      },
    ],
  };
}

export async function exportResultsCsv(
  ctx: AppContext,
  drawId: string,
): Promise<{ filename: string; csv: string }> {
  const d = await loadDraw(ctx.db, drawId);
  const zone = await resolveClubTimeZone(ctx.db);
  const rows = d.matches.map((m) => matchView(d, m));
  const csv = toCsv(rows, [
    { header: 'Round', value: (r) => r.roundName },
    { header: 'Match', value: (r) => r.position + 1 },
    { header: 'Side 1', value: (r) => r.side1?.name ?? '' },
    { header: 'Side 2', value: (r) => r.side2?.name ?? '' },
    {
      header: 'Winner',
      value: (r) => (r.winningSide === 1 ? r.side1?.name : r.winningSide === 2 ? r.side2?.name : '') ?? '',
    },
    { header: 'Score', value: (r) => r.scoreText },
    { header: 'Status', value: (r) => (r.state === 'confirmed' ? (r.status ?? '') : r.state) },
    {
      header: 'Starts',
      value: (r) => (r.startsAt ? utcToZonedWallTime(r.startsAt, zone).replace('T', ' ') : ''),
    },
    { header: 'Court', value: (r) => [r.courtName, r.courtText].filter(Boolean).join(', ') },
  ]);
  const safe = `${d.tournament.slug}-${d.divisionName}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { filename: `${safe}-results.csv`, csv };
}
