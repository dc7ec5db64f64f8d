import type { SubFormat, SubPreferences, SubReason } from '../schemas/team-matches-subs';
import { type Weekday, weekdayLabels } from '../weekdays';
import {
  checkDoublesPair,
  checkFlightOverlap,
  checkPlayerEligibility,
  checkRosterChange,
  type EligibilityLeague,
  type EligibilityPlayer,
  formatLevel,
  ntrpValue,
  type PlayerOtherTeam,
} from './eligibility';
import { isPlayingUp } from './lineup';

/*
 * Who may take an open place of a team match (issue 21 §2), by the league's own eligibility
 * rules: the player's rating, level, gender and age; the line (its partner, a mixed pair, the
 * "plus" limit of players playing up); and, for a member not on the roster yet, the roster
 * deadline, one team per flight and the roster's size rules — plus the member's own subbing
 * preferences. Every rule checked gives a reason, so the captain sees why each one qualifies or
 * not. The same checks run again when a player answers yes.
 */

export interface SubPlace {
  /** The line (null: any open place of the match). */
  lineId: string | null;
  type: 'singles' | 'doubles' | null;
  /** The player already on the line (doubles), checked as a pair. */
  partner: EligibilityPlayer | null;
}

export interface SubMatchContext {
  league: EligibilityLeague;
  teamFlight: string;
  /** The team's roster players with their details (for the roster rules of an addition). */
  roster: readonly EligibilityPlayer[];
  /** The league's roster deadline ('YYYY-MM-DD', null when it has none). */
  rosterDeadline: string | null;
  /** The club's date today ('YYYY-MM-DD'). */
  today: string;
  /** The match's day of the week in the club's time zone. */
  matchDay: Weekday;
  isHome: boolean;
  /**
   * Road miles from the club's home courts to where the match is played: the court's distance
   * as an admin entered it (0 for a home match at a court with none); null when not known.
   */
  venueMiles: number | null;
  /** How many players in the lineup (outside the place) play up, for maxPlayingUpPerMatch. */
  playingUpInLineup: number;
  place: SubPlace;
  asOf?: Date;
}

export interface SubCandidateFacts {
  player: EligibilityPlayer;
  isOnRoster: boolean;
  /** The line they already play in this match's lineup (null: not in it). */
  lineupLineId: string | null;
  /** Their other teams of the same league (non-roster members). */
  otherTeams: readonly PlayerOtherTeam[];
  /** Their subbing preferences (opted-in members; roster players need none). */
  preferences: SubPreferences | null;
}

export interface SubAssessment {
  qualifies: boolean;
  reasons: SubReason[];
}

/** The format a place needs of a sub's preferences. */
export function formatOfPlace(league: EligibilityLeague, place: SubPlace): SubFormat[] {
  if (league.gender === 'mixed') return ['mixed'];
  if (place.type === 'singles') return ['singles'];
  if (place.type === 'doubles') return ['doubles'];
  return ['singles', 'doubles'];
}

/** Whether the league still takes roster additions on `today` (the deadline day included). */
export function isRosterOpen(rosterDeadline: string | null, today: string): boolean {
  return rosterDeadline === null || today <= rosterDeadline;
}

export function assessSubCandidate(facts: SubCandidateFacts, ctx: SubMatchContext): SubAssessment {
  const { player, preferences } = facts;
  const { league, place } = ctx;
  const reasons: SubReason[] = [];
  const ok = (rule: string, message: string) => reasons.push({ rule, severity: 'ok', message });
  const warn = (rule: string, message: string) => reasons.push({ rule, severity: 'warning', message });
  const refuse = (rule: string, message: string) => reasons.push({ rule, severity: 'error', message });

  if (facts.lineupLineId !== null) {
    refuse('in-lineup', `Already plays ${facts.lineupLineId} in this match.`);
  }

  // The player's own rules (rating, level, gender, age), as for any roster or lineup change.
  const own = checkPlayerEligibility(player, league, { asOf: ctx.asOf });
  for (const issue of own)
    reasons.push({ rule: issue.rule, severity: issue.severity, message: issue.message });
  if (!own.some((i) => i.severity === 'error') && player.ntrpRating !== null) {
    ok('level', `Rated ${player.ntrpRating}: within the league's level rules.`);
  }

  if (facts.isOnRoster) {
    ok('on-roster', 'On the team’s roster.');
  } else {
    if (!isRosterOpen(ctx.rosterDeadline, ctx.today)) {
      refuse(
        'roster-deadline',
        `Not on the roster, and the league’s roster deadline (${ctx.rosterDeadline}) has passed.`,
      );
    } else {
      ok(
        'roster-deadline',
        ctx.rosterDeadline
          ? `Can be added to the roster until the deadline, ${ctx.rosterDeadline}.`
          : 'Can be added to the roster (the league has no roster deadline).',
      );
    }
    const flight = checkFlightOverlap(player.name, ctx.teamFlight, facts.otherTeams, league);
    if (flight) refuse(flight.rule, flight.message);
    const change = checkRosterChange(ctx.roster, [...ctx.roster, player], league, { asOf: ctx.asOf });
    if (change) refuse(change.rule, change.message);
  }

  if (place.type === 'doubles' && place.partner) {
    const pair = checkDoublesPair(player, place.partner, league);
    for (const issue of pair) refuse(issue.rule, issue.message);
    if (pair.length === 0) ok('pair', `Fits with ${place.partner.name} on ${place.lineId}.`);
  }

  const maxUp = league.rules.maxPlayingUpPerMatch;
  if (maxUp !== undefined && isPlayingUp(player, league) && ctx.playingUpInLineup >= maxUp) {
    refuse(
      'play-up-per-match',
      `Rated ${player.ntrpRating}, below the league level ${formatLevel(ntrpValue(league.level))}: the lineup already has ${ctx.playingUpInLineup} playing up, the most this league allows.`,
    );
  }

  // A member not on the roster is asked only within what they said they play.
  if (!facts.isOnRoster) {
    if (!preferences?.isAvailable) {
      refuse('not-opted-in', 'Has not opted in to subbing.');
    } else {
      const levelWanted = league.rules.combined ? player.ntrpRating : leagueLevelKey(league.level);
      if (levelWanted !== null && !preferences.levels.some((l) => l === levelWanted)) {
        refuse('sub-levels', `Subs at ${preferences.levels.join(', ') || 'no level'}, not ${levelWanted}.`);
      }
      const formats = formatOfPlace(league, place);
      if (!formats.some((f) => preferences.formats.includes(f))) {
        refuse('sub-formats', `Does not sub in ${formats.join(' or ')}.`);
      }
      if (!preferences.days.includes(ctx.matchDay)) {
        refuse('sub-days', `Does not sub on ${weekdayLabels[ctx.matchDay]}s.`);
      } else {
        ok('sub-days', `Subs on ${weekdayLabels[ctx.matchDay]}s.`);
      }
      checkTravel(preferences.travelMiles, ctx.venueMiles, { ok, warn, refuse });
    }
  }

  return { qualifies: !reasons.some((r) => r.severity === 'error'), reasons };
}

/** How far a member travels, as the reasons say it. */
export function travelText(travelMiles: number): string {
  return travelMiles === 0 ? 'home courts only' : `up to ${travelMiles} mi`;
}

/**
 * How far a member said they travel against the venue's distance from the club. A venue beyond
 * it refuses them, as their days and formats do (their own limit: a yes still counts if they are
 * asked anyway); a venue whose distance nobody entered only warns, so an away match at a place
 * the club has not measured does not hide every opted-in member (decision 038).
 */
function checkTravel(
  travelMiles: number,
  venueMiles: number | null,
  say: Record<'ok' | 'warn' | 'refuse', (rule: string, message: string) => void>,
) {
  if (venueMiles === null) {
    say.warn(
      'sub-travel',
      `Distance not known: the venue has no distance from the club (travels ${travelText(travelMiles)}).`,
    );
  } else if (venueMiles > travelMiles) {
    say.refuse('sub-travel', `Too far: venue ${venueMiles} mi, travels ${travelText(travelMiles)}.`);
  } else {
    say.ok(
      'sub-travel',
      venueMiles === 0
        ? 'At the home courts.'
        : `Venue ${venueMiles} mi, travels ${travelText(travelMiles)}.`,
    );
  }
}

/** A league level as a sub's level choice ('5.0' and '5.0+' are the open top level). */
function leagueLevelKey(level: string): string {
  const value = ntrpValue(level);
  return value >= 5 ? '5.0+' : formatLevel(value);
}

/** Roster players first (those who said yes, then maybe, then no answer), then by name. */
export function compareSubCandidates(
  a: { source: 'roster' | 'opted-in'; qualifies: boolean; availability: string | null; name: string },
  b: { source: 'roster' | 'opted-in'; qualifies: boolean; availability: string | null; name: string },
): number {
  const source = (c: typeof a) => (c.source === 'roster' ? 0 : 1);
  const fitRank = (c: typeof a) => (c.qualifies ? 0 : 1);
  const answer = (c: typeof a) =>
    c.availability === 'yes' ? 0 : c.availability === 'maybe' ? 1 : c.availability === null ? 2 : 3;
  return (
    source(a) - source(b) || fitRank(a) - fitRank(b) || answer(a) - answer(b) || a.name.localeCompare(b.name)
  );
}
