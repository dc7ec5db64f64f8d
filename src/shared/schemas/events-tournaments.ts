import { isDateOnly } from '../club-time';
import { z } from '../zod';
import {
  type Availability,
  courtIdField,
  dateOnly,
  type EventStatus,
  eventDescriptionField,
  eventTitleField,
  feeField,
  imageUrlField,
  optionalWallTime,
  type PlaceInfo,
  searchField,
  slugField,
} from './events';
import type { AdminRegistration } from './events-registrations';
import type { SeriesSummary } from './events-socials';
import { type Page, sortedPage } from './paging';

/* Tournaments and their divisions: the public pages, the organisers' form, list and entries. */

export const divisionInputSchema = z.object({
  /** Existing division when editing; absent for a new one. */
  id: z.union([z.literal(''), z.uuid()]).optional(),
  name: z
    .string({ error: 'Name the division.' })
    .trim()
    .min(2, 'Name the division (e.g. "Mixed Doubles 3.5").')
    .max(80, 'The division name can be at most 80 characters.'),
  capacity: z
    .number({ error: 'Enter the number of entries.' })
    .int('The number of entries must be a whole number.')
    .min(1, 'A division needs at least 1 entry.')
    .max(512, 'At most 512 entries per division.'),
});

export type DivisionInput = z.infer<typeof divisionInputSchema>;

export const tournamentInputSchema = z
  .object({
    title: eventTitleField,
    slug: slugField,
    description: eventDescriptionField,
    startDate: dateOnly('first day'),
    endDate: dateOnly('last day'),
    courtId: courtIdField,
    placeText: z.string().trim().max(200, 'The place can be at most 200 characters.'),
    format: z.string().trim().max(500, 'The format can be at most 500 characters.'),
    entryDeadline: optionalWallTime('entry deadline'),
    entryFee: feeField,
    drawsMarkdown: z.string().max(20_000, 'The draws can be at most 20,000 characters.'),
    drawsFileUrl: imageUrlField,
    resultsMarkdown: z.string().max(20_000, 'The results can be at most 20,000 characters.'),
    resultsFileUrl: imageUrlField,
    divisions: z
      .array(divisionInputSchema)
      .min(1, 'Add at least one division.')
      .max(20, 'At most 20 divisions.'),
  })
  .superRefine((v, ctx) => {
    if (isDateOnly(v.startDate) && isDateOnly(v.endDate) && v.endDate < v.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The last day cannot be before the first.',
      });
    }
    if (v.entryDeadline && isDateOnly(v.startDate) && v.entryDeadline.slice(0, 10) > v.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['entryDeadline'],
        message: 'The entry deadline must be on or before the first day.',
      });
    }
    if (!v.courtId && !v.placeText) {
      ctx.addIssue({
        code: 'custom',
        path: ['placeText'],
        message: 'Choose a court location or describe the place.',
      });
    }
    const names = v.divisions.map((d) => d.name.trim().toLowerCase());
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i) {
        ctx.addIssue({
          code: 'custom',
          path: ['divisions', i, 'name'],
          message: 'Two divisions have this name.',
        });
      }
    });
  });

export type TournamentInput = z.input<typeof tournamentInputSchema>;

export type TournamentData = z.output<typeof tournamentInputSchema>;

/** GET /api/admin/tournaments */
export const adminTournamentsQuerySchema = z.object({
  q: searchField,
  ...sortedPage(['startDate', 'title', 'status', 'entries'], 'startDate', 'desc'),
});

export type AdminTournamentsQuery = z.output<typeof adminTournamentsQuerySchema>;

export interface TournamentDivisionInfo {
  id: string;
  name: string;
  capacity: number;
  waitlistLimit: number | null;
  confirmedCount: number;
  waitlistCount: number;
  availability: Availability;
}

export interface TournamentSummary extends PlaceInfo {
  id: string;
  slug: string;
  title: string;
  startDate: string;
  endDate: string;
  format: string;
  entryDeadline: string | null;
  entryFeeCents: number;
  status: EventStatus;
  divisions: TournamentDivisionInfo[];
  /** Entries open in at least one division. */
  isOpen: boolean;
  /** A session of a series (decision 041): the list shows the series once, at its next session. */
  series?: SeriesSummary | null;
}

export interface TournamentDetail extends TournamentSummary {
  description: string;
  drawsMarkdown: string;
  drawsFileUrl: string | null;
  resultsMarkdown: string;
  resultsFileUrl: string | null;
}

export interface TournamentList {
  timeZone: string;
  upcoming: TournamentSummary[];
  past: TournamentSummary[];
}

export interface TournamentResponse {
  timeZone: string;
  tournament: TournamentDetail;
}

/** A tournament as the organisers' pages head it: which one, its days, and its status. */
export interface TournamentHeading {
  id: string;
  slug: string;
  title: string;
  startDate: string;
  endDate: string;
  status: EventStatus;
}

export interface AdminTournamentRow extends TournamentHeading {
  divisionCount: number;
  confirmedCount: number;
  waitlistCount: number;
  updatedAt: string;
}

export interface AdminTournamentList extends Page<AdminTournamentRow> {
  timeZone: string;
}

export interface AdminTournament {
  id: string;
  slug: string;
  status: EventStatus;
  timeZone: string;
  values: TournamentData;
  divisions: TournamentDivisionInfo[];
  /** The series this tournament is a session of, and the rule date it stands for. */
  series: { id: string; seriesDate: string } | null;
}

export interface AdminTournamentEntries {
  timeZone: string;
  tournament: TournamentHeading;
  divisions: TournamentDivisionInfo[];
  entries: AdminRegistration[];
}
