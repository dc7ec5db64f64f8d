/**
 * Club identity without zod, so the client's entry chunk can read it (zod is loaded only by
 * the pages that validate forms). The schema lives in club.ts, which re-exports all of this.
 */
export interface ClubIdentity {
  name: string;
  shortName: string;
  foundedYear: number;
  email: string;
  phone: string;
  address: string;
  location: string;
  timeZone: string;
  facebookUrl: string;
  instagramUrl: string;
}

export const defaultClubIdentity: ClubIdentity = {
  name: 'NJTC Tennis Club',
  shortName: 'NJTC',
  foundedYear: 1974,
  email: 'info@example.org',
  phone: '+1 555 010 1974',
  address: '100 Main Street, Anytown',
  location: 'Anytown',
  timeZone: 'America/Denver',
  facebookUrl: 'https://www.facebook.com/groups/example-tennis-club',
  instagramUrl: 'https://www.instagram.com/example-tennis-club',
};

/** Footer copyright: current year and whole years since founding. */
export function copyrightLine(club: Pick<ClubIdentity, 'name' | 'foundedYear'>, now = new Date()): string {
  const year = now.getFullYear();
  return `© ${year} ${club.name}. Serving our tennis community for ${year - club.foundedYear} years.`;
}

/** §3: first letters of the first and last words, uppercase; "??" without a name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '??';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}
