import { defaultClubIdentity } from '@shared/club-identity';
import { postalAddress, sportsOrganization } from '@shared/club-structured-data';
import { headTags, headTagsHtml } from '@shared/page-head';
import type { SocialEventDetail } from '@shared/schemas/events-socials';
import type { TournamentDetail } from '@shared/schemas/events-tournaments';
import { socialSportsEvent, tournamentSportsEvent } from '@shared/structured-data';
import { summaryOf } from '@shared/summary';
import { describe, expect, it } from 'vitest';
import { checkSchemaOrg } from '../support/schema-org';

// Search engines and link previews (issue 19): the schema.org data of the public pages, checked
// against the vocabulary's shapes, and the head tags every page carries.

const context = { origin: 'https://club.example.org', club: defaultClubIdentity, timeZone: 'America/Denver' };

const court = {
  id: 'c1',
  name: 'Riverside Park',
  slug: 'riverside-park',
  address: '2200 Riverside Drive, Anytown, CO 80999',
};

function social(overrides: Partial<SocialEventDetail> = {}): SocialEventDetail {
  return {
    id: 'e1',
    slug: 'summer-mixer',
    title: 'Summer Mixer',
    description: 'Round robin **doubles**, all levels.',
    startsAt: '2026-07-11T00:30:00.000Z',
    endsAt: '2026-07-11T03:00:00.000Z',
    signupDeadline: null,
    capacity: 16,
    feeCents: 1500,
    imageUrl: '/api/uploads/mixer.jpg',
    status: 'published',
    confirmedCount: 4,
    waitlistCount: 0,
    availability: { state: 'open', spotsLeft: 12, label: '12 spots left', isOpen: true },
    court,
    placeText: '',
    waitlistLimit: null,
    ...overrides,
  };
}

function tournament(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    id: 't1',
    slug: 'club-championships',
    title: 'Club Championships',
    description: '',
    startDate: '2026-08-01',
    endDate: '2026-08-02',
    format: 'Pro sets',
    entryDeadline: '2026-07-25T05:59:00.000Z',
    entryFeeCents: 3000,
    status: 'published',
    divisions: [
      {
        id: 'd1',
        name: 'Mixed 3.5',
        capacity: 8,
        waitlistLimit: null,
        confirmedCount: 8,
        waitlistCount: 1,
        availability: { state: 'waitlist', spotsLeft: 0, label: 'Waitlist', isOpen: true },
      },
    ],
    isOpen: true,
    court: null,
    placeText: 'Mesa View Park',
    drawsMarkdown: '',
    drawsFileUrl: null,
    resultsMarkdown: '',
    resultsFileUrl: null,
    ...overrides,
  };
}

describe('schema.org data of the public pages', () => {
  it('a social is a SportsEvent with its times on the club clock, place, fee and photo', () => {
    const data = socialSportsEvent(social(), context);
    expect(checkSchemaOrg(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Summer Mixer',
      startDate: '2026-07-10T18:30:00-06:00',
      endDate: '2026-07-10T21:00:00-06:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'Riverside Park',
        address: {
          streetAddress: '2200 Riverside Drive',
          addressLocality: 'Anytown',
          addressRegion: 'CO',
          postalCode: '80999',
        },
      },
      offers: { price: '15.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      image: ['https://club.example.org/api/uploads/mixer.jpg'],
      url: 'https://club.example.org/social_events/summer-mixer',
    });
  });

  it('a cancelled social says so; a full one is sold out; a free one costs 0.00', () => {
    const cancelled = socialSportsEvent(
      social({
        status: 'cancelled',
        availability: { state: 'cancelled', spotsLeft: 0, label: 'Cancelled', isOpen: false },
      }),
      context,
    );
    expect(checkSchemaOrg(cancelled)).toEqual([]);
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    const full = socialSportsEvent(
      social({ feeCents: 0, availability: { state: 'full', spotsLeft: 0, label: 'Full', isOpen: false } }),
      context,
    );
    expect(full.offers).toMatchObject({ price: '0.00', availability: 'https://schema.org/SoldOut' });
    // A place written by the organiser instead of a court.
    const elsewhere = socialSportsEvent(social({ court: null, placeText: 'The clubhouse' }), context);
    expect(checkSchemaOrg(elsewhere)).toEqual([]);
    expect(elsewhere.location).toMatchObject({
      name: 'The clubhouse',
      address: { streetAddress: 'The clubhouse' },
    });
  });

  it('a tournament is a SportsEvent over its days with the entry fee', () => {
    const data = tournamentSportsEvent(tournament(), context);
    expect(checkSchemaOrg(data)).toEqual([]);
    expect(data).toMatchObject({
      startDate: '2026-08-01',
      endDate: '2026-08-02',
      offers: {
        price: '30.00',
        availability: 'https://schema.org/LimitedAvailability',
        validThrough: '2026-07-24T23:59:00-06:00',
      },
      location: { name: 'Mesa View Park' },
    });
  });

  it('the club is a SportsOrganization with its contacts and social pages', () => {
    const data = sportsOrganization(context);
    expect(checkSchemaOrg(data)).toEqual([]);
    expect(data).toMatchObject({
      name: defaultClubIdentity.name,
      url: 'https://club.example.org/',
      foundingDate: '1974',
      sameAs: [defaultClubIdentity.facebookUrl, defaultClubIdentity.instagramUrl],
    });
  });

  it('splits a US address into its parts and keeps any other whole', () => {
    expect(postalAddress('815 Cottonwood Lane, Anytown, CO 80999')).toMatchObject({ postalCode: '80999' });
    expect(postalAddress('Behind the library')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Behind the library',
    });
  });
});

describe('the schema.org checker', () => {
  it('finds unknown properties, values out of range, missing required ones and a wrong context', () => {
    const problems = checkSchemaOrg({
      '@context': 'http://schema.org',
      '@type': 'SportsEvent',
      name: 'Mixer',
      startDate: 'next Tuesday',
      venue: 'Court 1',
      eventStatus: 'Scheduled',
      offers: {
        '@type': 'Offer',
        price: '15',
        priceCurrency: 'dollars',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        '@context must be https://schema.org',
        'SportsEvent.startDate: "next Tuesday" is not Date or DateTime',
        'SportsEvent: SportsEvent has no property "venue"',
        'SportsEvent.eventStatus: "Scheduled" is not EventStatusType',
        'SportsEvent: SportsEvent needs "location"',
        'SportsEvent.offers: Offer needs "url"',
        'SportsEvent.offers.priceCurrency: not an ISO 4217 code',
      ]),
    );
  });
});

describe("a page's head tags", () => {
  it('describe the page, name its address and make a card; the photo fills a large card', () => {
    const tags = headTags(
      {
        description: 'A "mixer" <tonight>',
        canonicalPath: '/social_events/summer-mixer',
        type: 'website',
        imageUrl: '/api/uploads/mixer.jpg',
        structuredData: [{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>' }],
      },
      { origin: 'https://club.example.org', title: 'NJTC Summer Mixer', siteName: 'NJTC Tennis Club' },
    );
    const html = headTagsHtml(tags);
    expect(html).toContain(
      '<meta name="description" content="A &quot;mixer&quot; &lt;tonight&gt;" data-page-head>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://club.example.org/social_events/summer-mixer" data-page-head>',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://club.example.org/api/uploads/mixer.jpg" data-page-head>',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-page-head>');
    expect(html).toContain('<meta property="og:title" content="NJTC Summer Mixer" data-page-head>');
    // No text closes the JSON-LD script early.
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>');
  });

  it('summarise a page in plain words, cut at a word', () => {
    expect(summaryOf('# Welcome\n\nWe play **doubles** at [the park](/courts/x).\n\n- Bring balls')).toBe(
      'Welcome We play doubles at the park. Bring balls',
    );
    const long = summaryOf('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
