import { requireMatchFormat, type TieFormat } from './match-format';
import { formatScoreText, ustaScoreSets, ustaStatusLabels } from './score';
import type { TeamMatchResult } from './standings';

/**
 * A team match's scorecard laid out for re-keying into the USTA's system (LEAGUES.md): one row
 * per line in the official order, scores from the winner's side (set tiebreaks plain 7-6, a match
 * tiebreak 1-0), the status in USTA's words. Cells are plain strings; the server's CSV writer
 * quotes them.
 */

export interface ScorecardNames {
  side1Team: string;
  side2Team: string;
  /** Player id → name as the USTA has it. */
  players: Record<string, string>;
}

export interface Scorecard {
  header: string[];
  rows: string[][];
}

export function buildScorecard(match: TeamMatchResult, tie: TieFormat, names: ScorecardNames): Scorecard {
  const setColumns = Math.max(...tie.lines.map((l) => requireMatchFormat(l.formatCode).bestOf));
  const header = [
    'Line',
    'Type',
    'Home team',
    'Home players',
    'Visiting team',
    'Visiting players',
    'Winner',
    'Score',
    ...Array.from({ length: setColumns }, (_, i) => `Set ${i + 1}`),
    'Status',
    'Score as played',
  ];
  const playerNames = (ids: string[] | undefined) =>
    (ids ?? []).map((id) => names.players[id] ?? id).join(' / ');
  const rows = tie.lines.map((line) => {
    const result = match.lines.find((l) => l.lineId === line.id);
    const base = [line.id, line.type === 'singles' ? 'Singles' : 'Doubles', names.side1Team];
    if (!result) {
      return [
        ...base,
        '',
        names.side2Team,
        '',
        '',
        '',
        ...Array<string>(setColumns).fill(''),
        'Not entered',
        '',
      ];
    }
    const winner = result.winningSide;
    const sets = winner === null ? [] : ustaScoreSets(result.score, winner);
    const setCells = Array.from({ length: setColumns }, (_, i) => sets[i] ?? '');
    return [
      ...base,
      playerNames(result.side1Players),
      names.side2Team,
      playerNames(result.side2Players),
      winner === null ? 'None' : winner === 1 ? names.side1Team : names.side2Team,
      sets.join(' '),
      ...setCells,
      ustaStatusLabels[result.status],
      formatScoreText(result.score),
    ];
  });
  return { header, rows };
}
