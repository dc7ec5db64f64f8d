import { pageRuleFor, pages } from './access';
import { appPathPatterns } from './app-paths';
import { pathPatterns, paths } from './paths';

/*
 * What search engines are told (robots.txt and sitemap.xml, src/server/features/site-index):
 * the public pages worth listing, and what they should leave alone — staff pages (any page
 * with a rule other than 'public' in the access table), account pages, and public pages that
 * only make sense through a link someone was sent or after an action.
 */

/** The public pages the sitemap lists, besides the news posts, events and courts it reads. */
export const listedPages = [
  paths.home,
  paths.about,
  paths.history,
  paths.bylaws,
  paths.rules,
  paths.schedule,
  paths.codeOfConduct,
  paths.news,
  paths.socialEvents,
  paths.events,
  paths.courts,
  paths.contacts,
  paths.captains,
  paths.teamSuccessStories,
  paths.formsMembership,
  paths.formsLooking,
  paths.formsTeamSuccess,
  paths.privacy,
  paths.terms,
] as const;

/** Public pages reached through a link someone was sent, or after an action: not for search engines. */
const linkOnlyPages = [
  paths.registrationsCancel,
  paths.registrationSuccess,
  paths.formSubmitSuccess,
  paths.paymentSuccess,
  paths.newsletterConfirm,
  paths.newsletterUnsubscribe,
  paths.mailUnsubscribe,
  paths.availabilityAnswer,
  paths.availabilityMatch,
  paths.subAnswer,
  paths.formsLookingWithdraw,
  pathPatterns.sharedLineup,
  paths.authConfirm,
  paths.authVerifyEmail,
  paths.unauthorized,
];

/** A member's own pages (profiles, password, roles). */
const accountPages = [`${paths.user('')}`, paths.setPassword, '/auth/', paths.debugRoles];

/** A route pattern as a robots.txt path: `:param` segments become `*` (RFC 9309). */
function robotsPath(pattern: string): string {
  return pattern.replace(/:[\w-]+/g, '*');
}

/**
 * robots.txt's rules: the API, staff pages, account pages and link-only pages are disallowed
 * (each a path prefix); a public page under a disallowed prefix (a league's standings under
 * /leagues) is allowed again — the longer rule wins (RFC 9309).
 */
export function robotsRules(): { allow: string[]; disallow: string[] } {
  const staff = Object.entries(pages)
    .filter(([, page]) => page.rule !== 'public')
    .map(([pattern]) => pattern);
  const all = [...new Set(['/api/', ...[...staff, ...accountPages, ...linkOnlyPages].map(robotsPath)])];
  // A path under a shorter disallowed prefix says nothing more.
  const disallow = all.filter((path) => !all.some((prefix) => prefix !== path && path.startsWith(prefix)));
  const hidden = new Set<string>([...accountPages, ...linkOnlyPages, pathPatterns.user]);
  const allow = appPathPatterns
    .filter((pattern) => pageRuleFor(pattern) === 'public' && !hidden.has(pattern))
    .map(robotsPath)
    .filter((path) => disallow.some((prefix) => path !== prefix && path.startsWith(prefix)));
  return { allow: allow.sort(), disallow: disallow.sort() };
}
