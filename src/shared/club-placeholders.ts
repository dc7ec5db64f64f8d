/*
 * The one resolver of {{club.…}} placeholders in club texts: the public pages and the
 * editor's preview both call it, so what an editor previews is what visitors read. Kept apart
 * from the markdown renderer so that callers pay nothing for markdown-it.
 */

/** The club details a page may quote: "{{club.email}}" shows the address as set in Club details. */
export interface ClubPlaceholderValues {
  name: string;
  shortName: string;
  email: string;
  phone: string;
  address: string;
  location: string;
  foundedYear: number;
}

export const clubPlaceholders = [
  'name',
  'shortName',
  'email',
  'phone',
  'address',
  'location',
  'foundedYear',
  'years',
] as const;

/** Replaces {{club.name}}, {{club.email}}, … {{club.years}} (years since founding); unknown ones stay. */
export function fillClubPlaceholders(source: string, club: ClubPlaceholderValues, now = new Date()): string {
  return source.replace(/\{\{\s*club\.(\w+)\s*\}\}/g, (match, key: string) => {
    if (key === 'years') return String(now.getFullYear() - club.foundedYear);
    if (key in club) return String(club[key as keyof ClubPlaceholderValues]);
    return match;
  });
}
