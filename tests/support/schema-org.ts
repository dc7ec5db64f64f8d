/*
 * A checker of schema.org JSON-LD against the vocabulary's shapes (https://schema.org, the types
 * the site uses) and the properties Google requires for event and organization results: every
 * property known to its type (or a parent type), every value in the property's range (text,
 * absolute URL, ISO date or date-time, number, an enumeration member, an object of an expected
 * type), and the required properties present. No network here, so the part of the vocabulary the
 * site writes is written down below, from schema.org's definitions.
 */

type Range =
  | 'Text'
  | 'URL'
  | 'Date'
  | 'DateTime'
  | 'Number'
  | 'EventStatusType'
  | 'EventAttendanceModeEnumeration'
  | 'ItemAvailability'
  | TypeName;

type TypeName =
  | 'Thing'
  | 'Event'
  | 'SportsEvent'
  | 'Organization'
  | 'SportsOrganization'
  | 'Person'
  | 'Place'
  | 'PostalAddress'
  | 'Offer'
  | 'ImageObject'
  | 'VirtualLocation'
  | 'Country'
  | 'SportsTeam';

const vocabulary: Record<TypeName, { parent?: TypeName; properties: Record<string, Range[]> }> = {
  Thing: {
    properties: {
      name: ['Text'],
      alternateName: ['Text'],
      description: ['Text'],
      url: ['URL'],
      image: ['URL', 'ImageObject'],
      sameAs: ['URL'],
      identifier: ['Text', 'URL'],
    },
  },
  Event: {
    parent: 'Thing',
    properties: {
      startDate: ['Date', 'DateTime'],
      endDate: ['Date', 'DateTime'],
      doorTime: ['DateTime'],
      eventStatus: ['EventStatusType'],
      eventAttendanceMode: ['EventAttendanceModeEnumeration'],
      location: ['Place', 'PostalAddress', 'Text', 'VirtualLocation'],
      offers: ['Offer'],
      organizer: ['Organization', 'Person'],
      performer: ['Organization', 'Person'],
      maximumAttendeeCapacity: ['Number'],
      remainingAttendeeCapacity: ['Number'],
      previousStartDate: ['Date', 'DateTime'],
    },
  },
  SportsEvent: {
    parent: 'Event',
    properties: {
      sport: ['Text', 'URL'],
      homeTeam: ['SportsTeam', 'Person'],
      awayTeam: ['SportsTeam', 'Person'],
      competitor: ['SportsTeam', 'Person'],
    },
  },
  Organization: {
    parent: 'Thing',
    properties: {
      address: ['PostalAddress', 'Text'],
      email: ['Text'],
      telephone: ['Text'],
      logo: ['URL', 'ImageObject'],
      foundingDate: ['Date'],
      location: ['Place', 'PostalAddress', 'Text'],
    },
  },
  SportsOrganization: { parent: 'Organization', properties: { sport: ['Text', 'URL'] } },
  SportsTeam: { parent: 'SportsOrganization', properties: {} },
  Person: { parent: 'Thing', properties: { email: ['Text'] } },
  Place: {
    parent: 'Thing',
    properties: { address: ['PostalAddress', 'Text'], telephone: ['Text'] },
  },
  PostalAddress: {
    parent: 'Thing',
    properties: {
      streetAddress: ['Text'],
      addressLocality: ['Text'],
      addressRegion: ['Text'],
      postalCode: ['Text'],
      addressCountry: ['Text', 'Country'],
      postOfficeBoxNumber: ['Text'],
    },
  },
  Offer: {
    parent: 'Thing',
    properties: {
      price: ['Number', 'Text'],
      priceCurrency: ['Text'],
      availability: ['ItemAvailability'],
      validFrom: ['Date', 'DateTime'],
      validThrough: ['Date', 'DateTime'],
    },
  },
  ImageObject: {
    parent: 'Thing',
    properties: { contentUrl: ['URL'], width: ['Number'], height: ['Number'] },
  },
  VirtualLocation: { parent: 'Thing', properties: {} },
  Country: { parent: 'Thing', properties: {} },
};

const enumerations: Partial<Record<Range, readonly string[]>> = {
  EventStatusType: [
    'EventCancelled',
    'EventMovedOnline',
    'EventPostponed',
    'EventRescheduled',
    'EventScheduled',
  ],
  EventAttendanceModeEnumeration: [
    'MixedEventAttendanceMode',
    'OfflineEventAttendanceMode',
    'OnlineEventAttendanceMode',
  ],
  ItemAvailability: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ],
};

/** What Google's event and organization results need besides the vocabulary. */
const required: Partial<Record<TypeName, readonly string[]>> = {
  Event: ['name', 'startDate', 'location'],
  Organization: ['name', 'url'],
  Place: ['name', 'address'],
  Offer: ['price', 'priceCurrency', 'availability', 'url'],
};

const isType = (name: string): name is TypeName => name in vocabulary;

/** The type and its parents, nearest first. */
function lineage(type: TypeName): TypeName[] {
  const chain: TypeName[] = [];
  for (let t: TypeName | undefined = type; t; t = vocabulary[t].parent) chain.push(t);
  return chain;
}

const isAbsoluteUrl = (value: string) => /^https?:\/\/[^\s/]+\/?\S*$/.test(value);
// ISO 8601, a year or a month alone included (a club's founding year).
const isDate = (value: string) => /^\d{4}(-\d\d(-\d\d)?)?$/.test(value) && !Number.isNaN(Date.parse(value));
const isDateTime = (value: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value) &&
  !Number.isNaN(Date.parse(value));

function fits(value: unknown, range: Range, path: string, problems: string[]): boolean {
  const members = enumerations[range];
  if (members) return typeof value === 'string' && members.some((m) => value === `https://schema.org/${m}`);
  switch (range) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return typeof value === 'string' && isAbsoluteUrl(value);
    case 'Date':
      return typeof value === 'string' && isDate(value);
    case 'DateTime':
      return typeof value === 'string' && isDateTime(value);
    case 'Number':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
      );
    default: {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      const type = (value as Record<string, unknown>)['@type'];
      if (typeof type !== 'string' || !isType(type) || !(lineage(type) as Range[]).includes(range))
        return false;
      problems.push(...checkNode(value as Record<string, unknown>, path));
      return true;
    }
  }
}

function checkNode(node: Record<string, unknown>, path: string): string[] {
  const problems: string[] = [];
  const type = node['@type'];
  if (typeof type !== 'string' || !isType(type)) return [`${path}: unknown @type ${JSON.stringify(type)}`];
  const chain = lineage(type);
  const ranges = (property: string) => chain.map((t) => vocabulary[t].properties[property]).find(Boolean);
  for (const [property, value] of Object.entries(node)) {
    if (property === '@type' || property === '@context') continue;
    const allowed = ranges(property);
    if (!allowed) {
      problems.push(`${path}: ${type} has no property "${property}"`);
      continue;
    }
    for (const [i, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const at = Array.isArray(value) ? `${path}.${property}[${i}]` : `${path}.${property}`;
      const nested: string[] = [];
      if (!allowed.some((range) => fits(item, range, at, nested)))
        problems.push(`${at}: ${JSON.stringify(item)} is not ${allowed.join(' or ')}`);
      problems.push(...nested);
    }
  }
  for (const t of chain)
    for (const property of required[t] ?? [])
      if (node[property] === undefined) problems.push(`${path}: ${type} needs "${property}"`);
  if (
    chain.includes('Offer') &&
    typeof node.priceCurrency === 'string' &&
    !/^[A-Z]{3}$/.test(node.priceCurrency)
  )
    problems.push(`${path}.priceCurrency: not an ISO 4217 code`);
  if (chain.includes('Event') && typeof node.startDate === 'string' && typeof node.endDate === 'string')
    if (Date.parse(node.endDate) < Date.parse(node.startDate))
      problems.push(`${path}: ends before it starts`);
  return problems;
}

/** The problems of one JSON-LD document (an object with @context https://schema.org); [] when none. */
export function checkSchemaOrg(document: unknown): string[] {
  if (!document || typeof document !== 'object' || Array.isArray(document)) return ['not a JSON-LD object'];
  const node = document as Record<string, unknown>;
  const problems: string[] = [];
  if (node['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org');
  return [...problems, ...checkNode(node, String(node['@type'] ?? 'document'))];
}

/** The JSON-LD documents of an HTML page's <script type="application/ld+json"> elements. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
}
