import type { ClubIdentity } from './club-identity';
import { absoluteUrl, clubCardImagePath } from './page-head';
import { paths } from './paths';

/*
 * The club in schema.org's words (JSON-LD on the home page, shared/page-head.ts), and the written
 * address shape events use too (shared/structured-data.ts). Apart from the events' data: the
 * home page loads only this.
 */

const schema = 'https://schema.org';

/**
 * A written address as a PostalAddress: "2200 Riverside Drive, Anytown, CO 80999" is split into
 * street, town, state and ZIP; any other form stays whole as the street address.
 */
export function postalAddress(text: string): Record<string, string> {
  const us = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(text.trim());
  if (!us) return { '@type': 'PostalAddress', streetAddress: text.trim() };
  return {
    '@type': 'PostalAddress',
    streetAddress: us[1]!.trim(),
    addressLocality: us[2]!.trim(),
    addressRegion: us[3]!,
    postalCode: us[4]!,
    addressCountry: 'US',
  };
}

/** The club as schema.org sees it: the home page's data, and each event's organizer. */
export function sportsOrganization({ origin, club }: { origin: string; club: ClubIdentity }) {
  return {
    '@context': schema,
    '@type': 'SportsOrganization',
    name: club.name,
    alternateName: club.shortName,
    sport: 'Tennis',
    url: absoluteUrl(origin, paths.home),
    logo: absoluteUrl(origin, clubCardImagePath),
    email: club.email,
    telephone: club.phone,
    foundingDate: String(club.foundedYear),
    address: postalAddress(club.address),
    sameAs: [club.facebookUrl, club.instagramUrl],
  };
}
