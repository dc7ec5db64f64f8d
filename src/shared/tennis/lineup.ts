import {
  checkDoublesPair,
  checkPlayerEligibility,
  type EligibilityLeague,
  type EligibilityPlayer,
  formatLevel,
  ntrpStep,
  ntrpValue,
} from './eligibility';
import type { TieFormat } from './match-format';

/**
 * A team match's lineup checked against the league's format and eligibility rules: the players
 * on each line (S1, D1…) are on the roster, play once, meet their own rules, doubles partners fit
 * together (gap, combined level, mixed pairs), and no more players play up than the league allows.
 * Each issue names where it belongs ('lines.2.playerIds.1', 'lines.2', 'alternates.0') so a form
 * shows it under that line.
 */

export interface LineupLine {
  lineId: string;
  playerIds: string[];
}

export interface LineupIssue {
  path: string;
  severity: 'error' | 'warning';
  message: string;
}

export interface LineupCheckInput {
  tie: TieFormat;
  lines: readonly LineupLine[];
  alternates?: readonly string[];
  /** Roster players by id (accounts): their tennis details. */
  roster: ReadonlyMap<string, EligibilityPlayer>;
  league: EligibilityLeague;
  /** Publishing needs each line full or empty (a short team defaults the lines it leaves empty). */
  isPublishing?: boolean;
  asOf?: Date;
}

const sizeOf = (type: 'singles' | 'doubles') => (type === 'singles' ? 1 : 2);

/** True when the player is rated below a single-level league's level (playing up). */
export function isPlayingUp(player: EligibilityPlayer, league: EligibilityLeague): boolean {
  if (league.rules.combined || player.ntrpRating === null) return false;
  return Math.round((ntrpValue(league.level) - ntrpValue(player.ntrpRating)) / ntrpStep) > 0;
}

export function checkLineup(input: LineupCheckInput): LineupIssue[] {
  const { tie, lines, roster, league } = input;
  const issues: LineupIssue[] = [];
  const formatLines = new Map(tie.lines.map((l) => [l.id, l]));
  const placed = new Map<string, string>();
  const seenLines = new Set<string>();
  let playingUp = 0;
  const maxUp = league.rules.maxPlayingUpPerMatch;

  lines.forEach((line, i) => {
    const format = formatLines.get(line.lineId);
    if (!format) {
      issues.push({
        path: `lines.${i}`,
        severity: 'error',
        message: `${line.lineId} is not a line of this league's format (${tie.lines.map((l) => l.id).join(', ')}).`,
      });
      return;
    }
    if (seenLines.has(line.lineId)) {
      issues.push({ path: `lines.${i}`, severity: 'error', message: `${line.lineId} is listed twice.` });
      return;
    }
    seenLines.add(line.lineId);
    const size = sizeOf(format.type);
    if (line.playerIds.length > size) {
      issues.push({
        path: `lines.${i}`,
        severity: 'error',
        message: `${line.lineId} is a ${format.type} line: ${size === 1 ? 'one player' : 'two players'}.`,
      });
      return;
    }
    if (input.isPublishing && line.playerIds.length > 0 && line.playerIds.length < size) {
      issues.push({
        path: `lines.${i}`,
        severity: 'error',
        message: `${line.lineId} has one player: choose a partner or leave the line empty (it is then defaulted).`,
      });
    }
    const players: EligibilityPlayer[] = [];
    line.playerIds.forEach((id, j) => {
      const path = `lines.${i}.playerIds.${j}`;
      const player = roster.get(id);
      if (!player) {
        issues.push({ path, severity: 'error', message: "That player is not on this team's roster." });
        return;
      }
      const other = placed.get(id);
      if (other !== undefined) {
        issues.push({
          path,
          severity: 'error',
          message: `${player.name} already plays ${other}: a player plays one line per match.`,
        });
        return;
      }
      placed.set(id, line.lineId);
      for (const issue of checkPlayerEligibility(player, league, { asOf: input.asOf }))
        issues.push({ path, severity: issue.severity, message: issue.message });
      if (isPlayingUp(player, league)) {
        playingUp++;
        if (maxUp !== undefined && playingUp > maxUp)
          issues.push({
            path,
            severity: 'error',
            message: `${player.name} is rated ${player.ntrpRating}, below the league level ${formatLevel(ntrpValue(league.level))}: this league lets at most ${maxUp} player${maxUp === 1 ? '' : 's'} play up in a match.`,
          });
      }
      players.push(player);
    });
    const [a, b] = players;
    if (format.type === 'doubles' && a && b) {
      for (const issue of checkDoublesPair(a, b, league))
        issues.push({ path: `lines.${i}`, severity: issue.severity, message: issue.message });
    }
  });

  (input.alternates ?? []).forEach((id, k) => {
    const player = roster.get(id);
    const path = `alternates.${k}`;
    if (!player)
      issues.push({ path, severity: 'error', message: "That player is not on this team's roster." });
    else if (placed.has(id))
      issues.push({
        path,
        severity: 'error',
        message: `${player.name} already plays ${placed.get(id)}: an alternate is not in the lineup.`,
      });
  });
  return issues;
}
