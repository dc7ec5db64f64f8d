/*
 * The notices people expect (issue 22 §3) as templates: one key per notice, who gets it, and a
 * default subject and Markdown body written here. An admin may replace a template's subject and
 * body (stored by the server, notice_templates); "reset" goes back to these defaults. The server
 * fills a template with the club's details and the notice's own facts, then renders the body
 * with the one safe Markdown renderer; the admin's preview does the same with example values.
 * Pure: the client's editor and the server's composer both import it.
 */

export const noticeTemplateKeys = [
  'payment-received',
  'membership-confirmed',
  'membership-renewed',
  'team-approved',
  'team-refused',
  'roster-added',
  'lineup-dropout',
  'score-to-confirm',
  'score-confirm-reminder',
  'score-to-confirm-staff',
  'looking-placed-player',
  'looking-placed-captain',
  'looking-request',
  'looking-request-digest',
] as const;
export type NoticeTemplateKey = (typeof noticeTemplateKeys)[number];

export function isNoticeTemplateKey(value: string): value is NoticeTemplateKey {
  return (noticeTemplateKeys as readonly string[]).includes(value);
}

/** Placeholders every template may use. */
export const commonPlaceholders = {
  'club.name': { label: 'The club’s name', example: 'North Jersey Tennis Club' },
  'club.email': { label: 'The club’s contact e-mail', example: 'info@example.org' },
  'club.phone': { label: 'The club’s phone', example: '(201) 555-0100' },
  'club.address': { label: 'The club’s postal address', example: '12 Court Lane, Ridgewood, NJ 07450' },
  'site.url': { label: 'The site’s address', example: 'https://club.example.org' },
  'member.name': { label: 'The recipient’s name', example: 'Jordan Lee' },
} as const satisfies Record<string, { label: string; example: string }>;

export interface PlaceholderInfo {
  label: string;
  example: string;
}

export interface NoticeTemplateDefault {
  title: string;
  /** Who receives it, as the admin page says. */
  recipient: string;
  /**
   * 'always': a transactional e-mail, sent whatever the member chose (a receipt);
   * otherwise the member's e-mail/push choice for that kind decides (src/shared/notices.ts).
   */
  delivery: 'always' | 'choice';
  subject: string;
  body: string;
  /** The notice's own facts, beside the common placeholders. */
  facts: Record<string, PlaceholderInfo>;
}

const paymentFacts = {
  'payment.amount': { label: 'The amount paid', example: '$85.00' },
  'payment.method': { label: 'How it was paid', example: 'Card (online)' },
  'payment.for': { label: 'What it paid for', example: 'Adult membership 2027' },
  'payment.date': { label: 'The date it was received', example: 'November 27, 2026' },
  'payment.reference': { label: 'The receipt’s reference', example: 'R-3F9A21C4' },
} as const;

const membershipFacts = {
  'membership.type': { label: 'The membership type', example: 'Adult' },
  'membership.year': { label: 'The membership year', example: '2027' },
  'membership.link': {
    label: 'The member’s membership page',
    example: 'https://club.example.org/membership',
  },
} as const;

const teamFacts = {
  'team.name': { label: 'The team’s name', example: 'Net Gains' },
  'league.name': { label: 'The league', example: 'USTA Adult 18+ 3.5 Mixed (Summer 2027)' },
  'team.link': { label: 'The team’s page', example: 'https://club.example.org/teams/roster' },
} as const;

const scoreFacts = {
  'team.name': teamFacts['team.name'],
  'match.date': { label: 'The match’s date and time', example: 'Sat, Dec 5, 9:00 AM' },
  'match.opponent': { label: 'The opponent', example: 'Bergen Racquet Club' },
  'score.result': { label: 'The result as entered', example: 'Won 3–2' },
  'entered.by': { label: 'Who entered the score', example: 'Cathy Captain' },
  'score.link': { label: 'The match’s score page', example: 'https://club.example.org/team-matches/…/score' },
  'league.name': teamFacts['league.name'],
} as const;

/** A looking-for-a-team placement: told to the player and to the team's captains. */
const placementFacts = {
  'placed.by': { label: 'Who placed the player', example: 'Rita Rep' },
  'placement.note': { label: 'The league’s note, if any', example: 'First match: Saturday at 9.' },
} as const;

const lookingFacts = {
  'player.name': { label: 'The player looking for a team', example: 'Pat Player' },
  'player.rating': { label: 'Their NTRP rating', example: '3.5' },
  'player.summary': {
    label: 'Who they are and what they want (gender, age group, kinds of league, leagues named)',
    example: 'Women, 18 & over; Adult, Mixed; USTA Adult 18+ 3.5 Mixed (Summer 2027)',
  },
  'request.link': {
    label: 'The request’s page on the reps’ list',
    example: 'https://club.example.org/looking_for_team/…',
  },
} as const;

export const noticeTemplateDefaults: Record<NoticeTemplateKey, NoticeTemplateDefault> = {
  'payment-received': {
    title: 'Payment received (receipt)',
    recipient: 'The payer',
    delivery: 'always',
    subject: 'Receipt: {{payment.amount}} for {{payment.for}}',
    body: [
      'Hello {{member.name}},',
      '',
      'Thank you: we received your payment.',
      '',
      '- **Amount:** {{payment.amount}}',
      '- **Paid for:** {{payment.for}}',
      '- **Method:** {{payment.method}}',
      '- **Date:** {{payment.date}}',
      '- **Reference:** {{payment.reference}}',
      '',
      '{{club.name}}, {{club.address}}. Questions about this payment: {{club.email}} or {{club.phone}}.',
    ].join('\n'),
    facts: paymentFacts,
  },
  'membership-confirmed': {
    title: 'Membership confirmed',
    recipient: 'The new member',
    delivery: 'always',
    subject: 'Welcome to {{club.name}}: your {{membership.year}} membership is confirmed',
    body: [
      'Hello {{member.name}},',
      '',
      'Your **{{membership.type}}** membership for {{membership.year}} is confirmed. Welcome to the club!',
      '',
      'You can now sign up for socials, join a team and book club events at {{site.url}}.',
      'Your membership: {{membership.link}}',
    ].join('\n'),
    facts: membershipFacts,
  },
  'membership-renewed': {
    title: 'Membership renewed',
    recipient: 'The renewing member',
    delivery: 'always',
    subject: 'Your {{membership.year}} membership of {{club.name}} is renewed',
    body: [
      'Hello {{member.name}},',
      '',
      'Thank you for renewing: your **{{membership.type}}** membership for {{membership.year}} is confirmed.',
      '',
      'Your membership: {{membership.link}}',
    ].join('\n'),
    facts: membershipFacts,
  },
  'team-approved': {
    title: 'Team registration approved',
    recipient: 'The team’s captain and co-captain',
    delivery: 'choice',
    subject: '{{team.name}} is approved for {{league.name}}',
    body: [
      'Hello {{member.name}},',
      '',
      'Good news: the league approved **{{team.name}}** for {{league.name}}.',
      '',
      'Next: complete your roster and invite your players: {{team.link}}',
    ].join('\n'),
    facts: teamFacts,
  },
  'team-refused': {
    title: 'Team registration refused',
    recipient: 'The team’s captain and co-captain',
    delivery: 'choice',
    subject: '{{team.name}} was not approved for {{league.name}}',
    body: [
      'Hello {{member.name}},',
      '',
      'The league could not approve **{{team.name}}** for {{league.name}}.',
      '',
      'Reason given: {{refusal.reason}}',
      '',
      'Questions? Write to {{club.email}}. Your team: {{team.link}}',
    ].join('\n'),
    facts: {
      ...teamFacts,
      'refusal.reason': { label: 'The reason given', example: 'The flight is full this season.' },
    },
  },
  'roster-added': {
    title: 'Added to a roster',
    recipient: 'The player',
    delivery: 'choice',
    subject: 'You are on the roster of {{team.name}}',
    body: [
      'Hello {{member.name}},',
      '',
      '{{added.by}} added you to the roster of **{{team.name}}** ({{league.name}}).',
      '',
      'Your team and its matches: {{team.link}}',
    ].join('\n'),
    facts: {
      ...teamFacts,
      'added.by': { label: 'Who added the player', example: 'Cathy Captain' },
    },
  },
  'lineup-dropout': {
    title: 'A lineup player dropped out',
    recipient: 'The team’s captain and co-captain',
    delivery: 'choice',
    subject: '{{player.name}} cannot play {{match.date}}: {{team.name}} vs {{match.opponent}}',
    body: [
      'Hello {{member.name}},',
      '',
      '**{{player.name}}** ({{lineup.line}}) {{player.answer}} for the match on {{match.date}} against {{match.opponent}}.',
      '',
      '{{dropout.reason}}',
      '',
      'Find a sub or change the lineup: {{match.link}}',
    ].join('\n'),
    facts: {
      'team.name': teamFacts['team.name'],
      'player.name': { label: 'The player who dropped out', example: 'Pat Player' },
      'player.answer': { label: 'What they did', example: 'answered “no”' },
      'dropout.reason': {
        label: 'Their reason, when they withdrew and gave one',
        example: 'Their reason: “Sprained ankle.”',
      },
      'lineup.line': { label: 'Their line in the lineup', example: 'Doubles 2' },
      'match.date': scoreFacts['match.date'],
      'match.opponent': scoreFacts['match.opponent'],
      'match.link': { label: 'The match’s lineup page', example: 'https://club.example.org/team-matches/…' },
    },
  },
  'score-to-confirm': {
    title: 'A score waits for confirmation',
    recipient: 'Who may confirm it: the other captain and the league coordinator',
    delivery: 'choice',
    subject: 'Please confirm the score: {{team.name}} vs {{match.opponent}} ({{match.date}})',
    body: [
      'Hello {{member.name}},',
      '',
      '{{entered.by}} entered the score of **{{team.name}}** vs {{match.opponent}} on {{match.date}}: {{score.result}}.',
      '',
      'It counts in the standings once someone other than who entered it confirms it. Confirm it, or dispute it with a note: {{score.link}}',
    ].join('\n'),
    facts: scoreFacts,
  },
  'score-confirm-reminder': {
    title: 'A score still waits for confirmation (after 48 hours)',
    recipient: 'Who may confirm it: the other captain and the league coordinator',
    delivery: 'choice',
    subject: 'Reminder: the score of {{team.name}} vs {{match.opponent}} is not confirmed yet',
    body: [
      'Hello {{member.name}},',
      '',
      'The score {{entered.by}} entered two days ago for **{{team.name}}** vs {{match.opponent}} ({{match.date}}: {{score.result}}) still waits for confirmation.',
      '',
      'Confirm it, or dispute it with a note: {{score.link}}',
    ].join('\n'),
    facts: scoreFacts,
  },
  'score-to-confirm-staff': {
    title: 'A score nobody on the team may confirm: to the league reps',
    recipient:
      'The league reps (and admins, executives), when the captain entered it and there is no co-captain or coordinator to confirm it',
    delivery: 'choice',
    subject: 'A score needs a league rep to confirm it: {{team.name}} vs {{match.opponent}} ({{match.date}})',
    body: [
      'Hello {{member.name}},',
      '',
      '{{entered.by}} entered the score of **{{team.name}}** ({{league.name}}) vs {{match.opponent}} on {{match.date}}: {{score.result}}.',
      '',
      'Nobody else of the team or the league may confirm it (there is no co-captain or coordinator to ask), so it comes to the league reps. It counts in the standings once confirmed. Confirm it, or dispute it with a note: {{score.link}}',
    ].join('\n'),
    facts: scoreFacts,
  },
  'looking-placed-player': {
    title: 'Placed on a team (looking for a team): to the player',
    recipient: 'The player who asked for a team',
    delivery: 'choice',
    subject: 'You have a team: {{team.name}}',
    body: [
      'Hello {{member.name}},',
      '',
      'Good news: {{placed.by}} placed you on **{{team.name}}** ({{league.name}}).',
      '',
      'Your captain is {{captain.name}}, who will be in touch about matches and practice; reply to this e-mail to write to them.',
      '',
      '{{roster.next}}: {{next.link}}',
      '',
      '{{placement.note}}',
    ].join('\n'),
    facts: {
      'team.name': teamFacts['team.name'],
      'league.name': teamFacts['league.name'],
      'placed.by': placementFacts['placed.by'],
      'captain.name': { label: 'The team’s captain', example: 'Cathy Captain' },
      'roster.next': {
        label: 'What comes next (on the roster already, or create an account first)',
        example: 'You are on the team’s roster already. Your team and its matches',
      },
      'next.link': {
        label: 'The team’s page, or the sign-up page',
        example: 'https://club.example.org/teams/roster',
      },
      'placement.note': placementFacts['placement.note'],
    },
  },
  'looking-placed-captain': {
    title: 'Placed on a team (looking for a team): to the captains',
    recipient: 'The team’s captain and co-captain',
    delivery: 'choice',
    subject: '{{player.name}} joins {{team.name}} (from looking for a team)',
    body: [
      'Hello {{member.name}},',
      '',
      '{{placed.by}} placed **{{player.name}}** (NTRP {{player.rating}}), who was looking for a team, on **{{team.name}}** ({{league.name}}).',
      '',
      '{{roster.status}} Welcome them and tell them about matches and practice: {{player.email}}',
      '',
      '{{placement.note}}',
      '',
      'Your roster: {{team.link}}',
    ].join('\n'),
    facts: {
      ...teamFacts,
      'placed.by': placementFacts['placed.by'],
      'player.name': { label: 'The player', example: 'Pat Player' },
      'player.email': { label: 'The player’s e-mail', example: 'pat@example.org' },
      'player.rating': { label: 'The player’s NTRP rating', example: '3.5' },
      'roster.status': {
        label: 'Whether they are on the roster yet',
        example: 'They are on your roster already.',
      },
      'placement.note': placementFacts['placement.note'],
    },
  },
  'looking-request': {
    title: 'A new looking-for-a-team request: to the league reps (at once)',
    recipient: 'The league reps (and admins, executives) who chose “at once” for these requests',
    delivery: 'choice',
    subject: 'Looking for a team: {{player.name}} (NTRP {{player.rating}})',
    body: [
      'Hello {{member.name}},',
      '',
      '**{{player.name}}** (NTRP {{player.rating}}) is looking for a team: {{player.summary}}.',
      '',
      'Get in touch or place them on a team: {{request.link}}',
    ].join('\n'),
    facts: lookingFacts,
  },
  'looking-request-digest': {
    title: 'New looking-for-a-team requests: the daily digest to the league reps',
    recipient:
      'The league reps (and admins, executives) who chose the daily digest; not sent on a day without new requests',
    delivery: 'choice',
    subject: 'Looking for a team: {{digest.count}} since your last digest',
    body: [
      'Hello {{member.name}},',
      '',
      'Players who asked for a team since your last digest ({{digest.count}}):',
      '',
      '{{digest.list}}',
      '',
      'The whole list, to get in touch or place them: {{list.link}}',
    ].join('\n'),
    facts: {
      'digest.count': { label: 'How many new requests', example: '2 new requests' },
      'digest.list': {
        label: 'The new requests, a list item each (name, NTRP, what they want, when)',
        example:
          'Pat Player (NTRP 3.5): Women, 18 & over; Adult; filed Dec 6\nSam Server (NTRP 4.0): Men, 40 & over; Mixed; filed Dec 7',
      },
      'list.link': {
        label: 'The reps’ list of requests',
        example: 'https://club.example.org/looking_for_team',
      },
    },
  },
};

/** Lengths the editor and the server both check. */
export const noticeTemplateLimits = { subjectMax: 200, bodyMax: 10_000 } as const;

/** Every placeholder `key` may use, with its label and example value. */
export function placeholdersOf(key: NoticeTemplateKey): Record<string, PlaceholderInfo> {
  return { ...commonPlaceholders, ...noticeTemplateDefaults[key].facts };
}

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders `source` uses that `key` does not know, in order, once each. */
export function unknownPlaceholders(key: NoticeTemplateKey, source: string): string[] {
  const known = placeholdersOf(key);
  const unknown = new Set<string>();
  for (const match of source.matchAll(placeholderPattern)) {
    const name = match[1] ?? '';
    if (!(name in known)) unknown.add(name);
  }
  return [...unknown];
}

/** A field error for unknown placeholders (or unclosed braces), or null when the text is fine. */
export function placeholderProblem(key: NoticeTemplateKey, source: string): string | null {
  const unknown = unknownPlaceholders(key, source);
  if (unknown.length > 0) {
    const list = unknown.map((u) => `{{${u}}}`).join(', ');
    return `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${list}: use one of the placeholders listed for this notice.`;
  }
  const rest = source.replace(placeholderPattern, '');
  if (rest.includes('{{') || rest.includes('}}')) return 'A placeholder is not closed: write it as {{name}}.';
  return null;
}

/** Markdown's punctuation, escaped so a value (a typed name) is shown as text, never as markup. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (ch) => `\\${ch}`);
}

/**
 * Addresses the server makes (the site's links) or the club's admins set (its e-mail) stay
 * unescaped so that mail clients can link them; every other value may have been typed by anyone.
 */
function isAddressPlaceholder(name: string): boolean {
  return name.endsWith('.url') || name.endsWith('.link') || name === 'club.email';
}

/** A list the server makes (a digest's items): one value a line, each shown as a list item. */
function isListPlaceholder(name: string): boolean {
  return name.endsWith('.list');
}

/** One line: a typed value never starts a new paragraph or a header line of an e-mail. */
function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

/**
 * Fills the placeholders of `source`; `markdown` escapes each value for a Markdown body.
 * A placeholder without a value is left empty (validation refuses unknown ones on save).
 */
export function fillNoticePlaceholders(
  source: string,
  values: Readonly<Record<string, string>>,
  how: { markdown: boolean },
): string {
  return source.replace(placeholderPattern, (_m, name: string) => {
    if (isListPlaceholder(name)) {
      // Each line an item of its own, each item a typed value: one line, escaped.
      const items = (values[name] ?? '').split('\n').map(oneLine).filter(Boolean);
      return items.map((item) => `- ${how.markdown ? escapeMarkdown(item) : item}`).join('\n');
    }
    const value = oneLine(values[name] ?? '');
    return how.markdown && !isAddressPlaceholder(name) ? escapeMarkdown(value) : value;
  });
}

/** The example values of `key`'s placeholders: the admin's preview. */
export function exampleValuesOf(key: NoticeTemplateKey): Record<string, string> {
  return Object.fromEntries(Object.entries(placeholdersOf(key)).map(([name, info]) => [name, info.example]));
}
