import type { AgeDivision, LeagueGender } from '../tennis/eligibility';
import type { NtrpRating } from './profiles';

/*
 * The public captains page (/captains): the current season's teams by league with their
 * captains' names. No addresses: visitors write through the relay.
 */

export interface CaptainsTeam {
  id: string;
  name: string;
  captainName: string | null;
  coCaptainName: string | null;
  homeCourt: string | null;
  /** False when the team has neither captain nor co-captain to write to. */
  canMessage: boolean;
}

export interface CaptainsLeague {
  id: string;
  name: string;
  season: string;
  year: number;
  gender: LeagueGender;
  ageDivision: AgeDivision;
  /** "3.5" or "7.0 combined". */
  levelLabel: string;
  /** The lowest and highest NTRP rating a player may have to play in it. */
  ratingRange: { min: number; max: number };
  startsOn: string | null;
  endsOn: string | null;
  teams: CaptainsTeam[];
}

export interface CaptainsPage {
  leagues: CaptainsLeague[];
}

/** True when a player rated `rating` may play in the league (play-up and combined limits included). */
export function fitsRating(league: Pick<CaptainsLeague, 'ratingRange'>, rating: NtrpRating): boolean {
  const value = Number.parseFloat(rating);
  return value >= league.ratingRange.min && value <= league.ratingRange.max;
}
