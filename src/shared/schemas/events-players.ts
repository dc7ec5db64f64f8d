import { z } from '../zod';
import { type RegistrationStatus, searchField } from './events';
import type { Page } from './paging';
import { sortedPage } from './paging';

/* The organisers' list of the people who play at socials. */

export const socialPlayerSortKeys = ['name', 'email', 'eventsAttended', 'lastEventAt', 'signups'] as const;

export type SocialPlayerSortKey = (typeof socialPlayerSortKeys)[number];

/** GET /api/admin/social-players */
export const socialPlayersQuerySchema = z.object({
  q: searchField,
  ...sortedPage(socialPlayerSortKeys, 'lastEventAt', 'desc'),
});

export type SocialPlayersQuery = z.output<typeof socialPlayersQuerySchema>;

export interface SocialPlayerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  ntrp: string;
  signups: number;
  eventsAttended: number;
  lastEventAt: string | null;
  lastEventTitle: string | null;
}

export interface SocialPlayerList extends Page<SocialPlayerRow> {
  timeZone: string;
}

export interface SocialPlayerDetail {
  timeZone: string;
  player: SocialPlayerRow;
  history: Array<{
    registrationId: string;
    kind: 'social' | 'tournament';
    eventId: string;
    eventTitle: string;
    divisionName: string | null;
    startsAt: string;
    status: RegistrationStatus;
    checkedInAt: string | null;
    isWalkIn: boolean;
    createdAt: string;
  }>;
}
