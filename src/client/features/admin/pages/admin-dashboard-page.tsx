import { MenuIcon } from '@client/components/menu-icon';
import { gatedPage } from '@client/components/page-access-gate';
import { displayNameOf, useAuth, useViewer } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import {
  type AccessRule,
  isAllowed,
  type MenuIcon as MenuIconName,
  type PagePattern,
  pageAccess,
} from '@shared/access';
import { adminMenu } from '@shared/menu';
import { paths } from '@shared/paths';
import { roleBadgeText } from '@shared/roles';
import { ArrowRight } from 'lucide-react';

interface Tool {
  title: string;
  to: string;
  icon: MenuIconName;
  description: string;
  group: Group;
  rule: AccessRule;
}

type Group = 'Club site' | 'Members & payments' | 'Leagues & teams' | 'Events';
const groups: readonly Group[] = ['Club site', 'Events', 'Members & payments', 'Leagues & teams'];

/** What each admin tool is for, by path (tools of the §2 admin menu and the other admin pages). */
const about: Record<string, { description: string; group: Group }> = {
  [paths.memberNoPay]: {
    description: 'Record a membership without online payment (board members and other exemptions).',
    group: 'Members & payments',
  },
  [paths.members]: {
    description: 'Everyone with a membership: search, dues status, export.',
    group: 'Members & payments',
  },
  [paths.teamSuccess]: {
    description: 'Wins and stories reported by captains, ready to publish.',
    group: 'Leagues & teams',
  },
  [paths.lookingForTeam]: {
    description: 'Players waiting for a team: contact them and mark them placed.',
    group: 'Leagues & teams',
  },
  [paths.adminUstaLeagues]: {
    description: 'The season’s USTA leagues, deadlines and coordinators.',
    group: 'Leagues & teams',
  },
  [paths.leaguesAdmin]: {
    description: 'Team registration and league coordination for the season.',
    group: 'Leagues & teams',
  },
  [paths.teams]: { description: 'Teams, captains and rosters.', group: 'Leagues & teams' },
  [paths.paymentIntents]: {
    description: 'Online payments started by members, and their status.',
    group: 'Members & payments',
  },
  [paths.adminAssignRoles]: {
    description: 'Give volunteers the roles they need (admin only).',
    group: 'Members & payments',
  },
  [paths.adminSocialEvents]: {
    description: 'Create, publish, duplicate and cancel socials; see who signed up.',
    group: 'Events',
  },
  [paths.adminSocialPlayersList]: {
    description: 'Everyone who has played in a social, with their events and contact.',
    group: 'Events',
  },
};

/** Admin pages that are not in the §2 admin menu but belong on the dashboard. */
const moreTools: ReadonlyArray<Omit<Tool, 'rule'> & { to: PagePattern }> = [
  {
    title: 'Site Content',
    to: paths.adminContent,
    icon: 'list',
    description:
      'Edit the club pages (about, history, bylaws, rules…), news posts and the club’s contact details.',
    group: 'Club site',
  },
  {
    title: 'Tournaments',
    to: paths.adminTournaments,
    icon: 'trophy',
    description:
      'Tournaments, divisions and entries; make and publish draws, set the order of play and record results.',
    group: 'Events',
  },
  {
    title: 'Notice Templates',
    to: paths.adminNoticeTemplates,
    icon: 'list',
    description:
      'The e-mails the site sends by itself (receipts, confirmations, team notices): edit their words.',
    group: 'Club site',
  },
  {
    title: 'Court Locations',
    to: paths.adminCourts,
    icon: 'map-pin',
    description: 'Where the club plays: addresses, lights, access notes.',
    group: 'Club site',
  },
  {
    title: 'Board Contacts',
    to: paths.adminContacts,
    icon: 'contact',
    description: 'The board shown on the Contacts page, and who receives visitors’ messages.',
    group: 'Club site',
  },
  {
    title: 'Payments',
    to: paths.adminPayments,
    icon: 'wallet',
    description: 'Dues and fees received online, by cash or by cheque.',
    group: 'Members & payments',
  },
  {
    title: 'Membership Types',
    to: paths.adminMembershipTypes,
    icon: 'list',
    description:
      'Each membership year: season dates, grace period, reminders, and the types and prices offered.',
    group: 'Members & payments',
  },
  {
    title: 'USTA Teams',
    to: paths.adminUstaTeams,
    icon: 'users',
    description: 'The club’s registered USTA teams and their team numbers.',
    group: 'Leagues & teams',
  },
];

function allTools(): Tool[] {
  const fromMenu = adminMenu
    .filter((link) => link.to !== paths.admin)
    .map<Tool>((link) => ({
      title: link.title,
      to: link.to,
      icon: link.icon,
      description: about[link.to]?.description ?? '',
      group: about[link.to]?.group ?? 'Club site',
      rule: pageAccess[link.to as PagePattern],
    }));
  return [...moreTools.map((t) => ({ ...t, rule: pageAccess[t.to] })), ...fromMenu];
}

/** /admin: the admin tools this viewer may use, grouped, as links. */
export const AdminDashboardPage = gatedPage(paths.admin, Dashboard);

function Dashboard() {
  const viewer = useViewer();
  const auth = useAuth();
  const name = displayNameOf(auth);
  const tools = allTools().filter((tool) => isAllowed(tool.rule, viewer));

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
      <p className="text-lg">
        {name ? `Welcome back, ${name}.` : 'Welcome back.'}{' '}
        <span className="text-muted-foreground">
          Signed in as {roleBadgeText(viewer.roles)}: these are the tools your roles give you.
        </span>
      </p>
      {groups.map((group) => {
        const inGroup = tools.filter((t) => t.group === group);
        if (inGroup.length === 0) return null;
        const id = `admin-group-${group.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <section key={group} aria-labelledby={id}>
            <h2 id={id} className="font-semibold text-xl">
              {group}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {inGroup.map((tool) => (
                <li key={tool.to}>
                  <Link
                    to={tool.to}
                    className="group flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex items-center gap-3">
                      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                        <MenuIcon name={tool.icon} className="size-5" />
                      </span>
                      <span className="font-semibold">{tool.title}</span>
                      <ArrowRight
                        aria-hidden="true"
                        className="ml-auto size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    {tool.description ? (
                      <span className="mt-3 text-muted-foreground text-sm leading-relaxed">
                        {tool.description}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
