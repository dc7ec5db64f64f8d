import { errorMessage } from '@client/lib/api-client';
import { type League, type LeagueInput, leagueInputSchema } from '@shared/schemas/leagues';
import { buildTieFormat } from '@shared/tennis/match-format';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

/** The form's flat values; lines and rules are built from them (the common shapes). */
export interface FormValues {
  name: string;
  provider: LeagueInput['provider'];
  season: LeagueInput['season'];
  year: string;
  gender: LeagueInput['gender'];
  ageDivision: LeagueInput['ageDivision'];
  level: string;
  minRoster: string;
  maxRoster: string;
  teamNumberDeadline: string;
  rosterDeadline: string;
  startsOn: string;
  endsOn: string;
  coordinatorId: string;
  singles: string;
  doubles: string;
  formatCode: string;
  maxPlayUpLevels: string;
  minSharePercent: string;
  ratingValidYears: string;
  minIndividual: string;
  maxPartnerGap: string;
  /** Empty: no limit beyond the levels a player may play up. */
  maxPlayingUpPerMatch: string;
  /** 'one': a player is on one team per flight (the USTA's rule); 'several': the league allows more. */
  teamsPerFlight: 'one' | 'several';
  notes: string;
}

export function valuesOf(league: League | undefined): FormValues {
  const year = new Date().getFullYear() + 1;
  const lines = league?.matchFormat.lines ?? [];
  const rules = league?.eligibilityRules;
  return {
    name: league?.name ?? '',
    provider: league?.provider ?? 'usta',
    season: league?.season ?? 'spring',
    year: String(league?.year ?? year),
    gender: league?.gender ?? 'women',
    ageDivision: league?.ageDivision ?? '18+',
    level: league?.level ?? '3.5',
    minRoster: String(league?.minRoster ?? 8),
    maxRoster: String(league?.maxRoster ?? 18),
    teamNumberDeadline: league?.teamNumberDeadline ?? '',
    rosterDeadline: league?.rosterDeadline ?? '',
    startsOn: league?.startsOn ?? '',
    endsOn: league?.endsOn ?? '',
    coordinatorId: league?.coordinator?.id ?? '',
    singles: String(league ? lines.filter((l) => l.type === 'singles').length : 2),
    doubles: String(league ? lines.filter((l) => l.type === 'doubles').length : 3),
    formatCode: lines[0]?.formatCode ?? 'SET3-S:6/TB7-F:TB10',
    maxPlayUpLevels: String(rules?.maxPlayUpLevels ?? 1),
    minSharePercent:
      rules?.minShareAtLevel !== undefined ? String(Math.round(rules.minShareAtLevel * 100)) : '',
    ratingValidYears: String(rules?.ratingValidYears ?? 3),
    minIndividual: rules?.combined ? String(rules.combined.minIndividual) : '',
    maxPartnerGap: rules?.combined ? String(rules.combined.maxPartnerGap) : '1.0',
    maxPlayingUpPerMatch: rules?.maxPlayingUpPerMatch !== undefined ? String(rules.maxPlayingUpPerMatch) : '',
    teamsPerFlight: rules?.allowsTwoTeamsPerFlight ? 'several' : 'one',
    notes: league?.notes ?? '',
  };
}

/** `kept`: the edited league's rules the form has no field for, carried over unchanged. */
export function toInput(v: FormValues, kept?: League['eligibilityRules']): LeagueInput | string {
  let matchFormat: LeagueInput['matchFormat'];
  try {
    matchFormat = buildTieFormat({
      singles: Number(v.singles),
      doubles: Number(v.doubles),
      formatCode: v.formatCode,
    });
  } catch (error) {
    return `Match format: ${errorMessage(error)}`;
  }
  const isCombined = Number.parseFloat(v.level) > 5 && !v.level.endsWith('+');
  return {
    name: v.name,
    provider: v.provider,
    season: v.season,
    year: Number(v.year),
    gender: v.gender,
    ageDivision: v.ageDivision,
    level: v.level,
    minRoster: Number(v.minRoster),
    maxRoster: Number(v.maxRoster),
    teamNumberDeadline: v.teamNumberDeadline,
    rosterDeadline: v.rosterDeadline,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    coordinatorId: v.coordinatorId,
    notes: v.notes,
    matchFormat,
    eligibilityRules: {
      ...(kept?.allowedRatingTypes ? { allowedRatingTypes: kept.allowedRatingTypes } : {}),
      ...(kept?.olderPlayerValidity ? { olderPlayerValidity: kept.olderPlayerValidity } : {}),
      maxPlayUpLevels: Number(v.maxPlayUpLevels),
      ...(v.maxPlayingUpPerMatch.trim() ? { maxPlayingUpPerMatch: Number(v.maxPlayingUpPerMatch) } : {}),
      ratingValidYears: Number(v.ratingValidYears),
      ...(v.teamsPerFlight === 'several' ? { allowsTwoTeamsPerFlight: true } : {}),
      ...(v.minSharePercent && !isCombined ? { minShareAtLevel: Number(v.minSharePercent) / 100 } : {}),
      ...(isCombined
        ? {
            combined: {
              minIndividual: Number.parseFloat(v.minIndividual || '2.5'),
              maxPartnerGap: Number.parseFloat(v.maxPartnerGap || '1'),
            },
          }
        : {}),
    },
  };
}

/** The API's field path → the form's field, where the form holds the value flat. */
export const leagueFieldOf: Record<string, keyof FormValues> = {
  'matchFormat.lines': 'singles',
  'matchFormat.lines.0.formatCode': 'formatCode',
  'eligibilityRules.maxPlayUpLevels': 'maxPlayUpLevels',
  'eligibilityRules.minShareAtLevel': 'minSharePercent',
  'eligibilityRules.ratingValidYears': 'ratingValidYears',
  'eligibilityRules.combined.minIndividual': 'minIndividual',
  'eligibilityRules.combined.maxPartnerGap': 'maxPartnerGap',
  'eligibilityRules.maxPlayingUpPerMatch': 'maxPlayingUpPerMatch',
  'eligibilityRules.allowsTwoTeamsPerFlight': 'teamsPerFlight',
};

const formFields = new Set<string>(Object.keys(valuesOf(undefined)));

/**
 * The league form's resolver: the flat values are built into the API's input (toInput), which
 * the shared schema checks; each message goes under the form's field for its path (leagueFieldOf),
 * and one the form has no field for becomes the form's general error.
 */
export function leagueFormResolver(
  kept: League['eligibilityRules'] | undefined,
): Resolver<FormValues, unknown, LeagueInput> {
  return async (values): Promise<ResolverResult<FormValues, LeagueInput>> => {
    const input = toInput(values, kept);
    if (typeof input === 'string') {
      return { values: {}, errors: { formatCode: { type: 'format', message: input } } };
    }
    const parsed = leagueInputSchema.safeParse(input);
    if (parsed.success) return { values: input, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const field = leagueFieldOf[path] ?? (formFields.has(path) ? (path as keyof FormValues) : undefined);
      const error: FieldError = {
        type: issue.code,
        message: field ? issue.message : `${path}: ${issue.message}`,
      };
      if (field) errors[field] ??= error;
      else errors.root ??= error;
    }
    return { values: {}, errors };
  };
}
