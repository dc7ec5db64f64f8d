import { choiceFilter } from '@client/components/admin-list/choice-filter';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListFilters } from '@client/components/admin-list/list-filters';
import { ListSearchBox } from '@client/components/admin-list/list-search-box';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { ColumnHeaders } from '@client/components/column-headers';
import { PagedListTable } from '@client/components/page-list-table';
import { PageSection } from '@client/components/page-section';
import { TitleLink } from '@client/components/page-title-link';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useViewer } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { isAllowed, pageAccess } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import { type MemberState, memberStateLabels, memberStates } from '@shared/membership-state';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import { type MemberListQuery, memberSortKeys, reminderKindLabels } from '@shared/schemas/membership';
import { Check, TriangleAlert, X } from 'lucide-react';
import { membersCsvUrl, useDecideWaiver, useMembers, useWaivers } from '../api/membership-api';

type StateFilter = MemberState | 'lapsed_or_unpaid' | '';

const filterKeys = ['state', 'type', 'year'] as const;
const stateFilters = ['lapsed_or_unpaid', ...memberStates] as const;
const stateFilterLabels = { lapsed_or_unpaid: 'Lapsed or unpaid', ...memberStateLabels };

/** /members: every member and family with status, type, paid date, rating and contact. */
export function MembersPage() {
  const list = useListParams(memberSortKeys, 'name', { filters: filterKeys });
  const state = list.filters.state as StateFilter;
  const type = list.filters.type;
  const year = Number(list.filters.year) || undefined;
  const query: MemberListQuery = {
    q: list.q,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    state: state || undefined,
    type: type || undefined,
    year,
  };
  const members = useMembers(query);
  useKeepPageInRange(members.data, list.page, list.setPage);
  const header = sortableHeaderOf(list);
  const hasFilters = !!(list.q || state || type || year);
  const viewer = useViewer();
  const canEditTypes = isAllowed(pageAccess[paths.adminMembershipTypes], viewer);
  // The club's mail tools have no entry in the spec's menus: the members list (which the board,
  // reps and executives open from the admin strip) is where they write to the club.
  const canRunClubMail = isAllowed(pageAccess[paths.adminNoticeTemplates], viewer);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <WaiverRequests />
      <div className="flex flex-wrap items-end gap-3">
        <ListSearchBox list={list} label="Search members" placeholder="Name, e-mail, phone, family" />
        <ListFilters
          list={list}
          className="contents [&>*]:w-40"
          filters={[
            choiceFilter('state', 'Status', 'All', stateFilters, stateFilterLabels),
            choiceFilter('type', 'Type', 'All', members.data?.typeNames ?? []),
            {
              ...choiceFilter('year', 'Year', 'All', (members.data?.years ?? []).map(String)),
              value: year ? String(year) : '',
            },
          ]}
        />
        <Button
          variant={state === 'lapsed_or_unpaid' ? 'default' : 'outline'}
          aria-pressed={state === 'lapsed_or_unpaid'}
          onClick={() => list.setFilter('state', state === 'lapsed_or_unpaid' ? '' : 'lapsed_or_unpaid')}
        >
          Lapsed / unpaid
        </Button>
        <CsvExportLink href={membersCsvUrl(query)} />
        {canEditTypes ? (
          <Link to={paths.adminMembershipTypes} className={buttonVariants({ variant: 'outline' })}>
            Membership types &amp; seasons
          </Link>
        ) : null}
        <Link to={paths.messages} className={buttonVariants({ variant: 'outline' })}>
          Club messages
        </Link>
        {canRunClubMail ? (
          <>
            <Link to={paths.adminNewsletterSubscribers} className={buttonVariants({ variant: 'outline' })}>
              Newsletter subscribers
            </Link>
            <Link to={paths.adminNoticeTemplates} className={buttonVariants({ variant: 'outline' })}>
              Notice templates
            </Link>
          </>
        ) : null}
      </div>

      <PagedListTable
        query={members}
        list={list}
        errorTitle="Could not load the members"
        empty={
          hasFilters ? (
            <NoSearchMatches message="No members match these filters." onClear={list.clearFilters} />
          ) : (
            <p>Nobody has joined yet. Members appear here once they fill in the membership form.</p>
          )
        }
        caption="Members"
        head={
          <>
            {header('name', 'Name')}
            {header('state', 'Status')}
            {header('type', 'Type', 'hidden md:table-cell')}
            {header('paidAt', 'Paid', 'hidden md:table-cell')}
            {header('rating', 'NTRP', 'hidden lg:table-cell')}
            {header('email', 'Contact', 'hidden lg:table-cell')}
            <ColumnHeaders columns={[{ name: 'Last reminder', className: 'hidden lg:table-cell' }]} />
          </>
        }
        noun="members"
      >
        {(data) =>
          data.items.map((m) => (
            <tr key={m.userId} className="border-t align-top">
              <td className="px-3 py-2">
                <TitleLink to={paths.member(m.userId)}>{m.name}</TitleLink>
                {m.isPossibleDuplicate ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded border px-1.5 text-xs">
                    <TriangleAlert aria-hidden="true" className="size-3" />
                    Possible duplicate
                  </span>
                ) : null}
                {m.family.length > 0 ? (
                  <div className="text-muted-foreground text-xs">Family: {m.family.join(', ')}</div>
                ) : null}
              </td>
              <td data-label="Status" className="px-3 py-2">
                {memberStateLabels[m.state]}
              </td>
              <td data-label="Type" className="hidden px-3 py-2 md:table-cell">
                {m.typeName ? `${m.typeName} ${m.year}` : '—'}
              </td>
              <td data-label="Paid" className="hidden px-3 py-2 md:table-cell">
                {m.paidAt ? new Date(m.paidAt).toLocaleDateString() : '—'}
              </td>
              <td data-label="NTRP" className="hidden px-3 py-2 lg:table-cell">
                {m.ntrpRating ?? '—'}
              </td>
              <td data-label="Contact" className="hidden px-3 py-2 lg:table-cell">
                <a className="text-link underline-offset-4 hover:underline" href={`mailto:${m.email}`}>
                  {m.email}
                </a>
                {m.phone ? <div className="text-muted-foreground text-xs">{m.phone}</div> : null}
              </td>
              <td data-label="Last reminder" className="hidden px-3 py-2 lg:table-cell">
                {m.lastReminder
                  ? `${reminderKindLabels[m.lastReminder.kind] ?? m.lastReminder.kind}, ${new Date(m.lastReminder.sentAt).toLocaleDateString()}`
                  : '—'}
              </td>
            </tr>
          ))
        }
      </PagedListTable>
    </div>
  );
}

/** No-pay memberships waiting for a decision (shown to those who may decide). */
function WaiverRequests() {
  const viewer = useViewer();
  const mayDecide = isAllowed(featureAccess.membershipWaiverApproval, viewer);
  const waivers = useWaivers(mayDecide);
  const decide = useDecideWaiver();
  if (!mayDecide || !waivers.data || waivers.data.waivers.length === 0) return null;
  return (
    <PageSection
      id="waivers-heading"
      title="No-pay memberships waiting for approval"
      className="space-y-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <ul className="space-y-2">
        {waivers.data.waivers.map((w) => (
          <li
            key={w.membershipId}
            className="flex flex-wrap items-center justify-between gap-2 border-t pt-2"
          >
            <span>
              <strong>{w.name}</strong> — {w.typeName} {w.year} ({formatFee(w.priceCents)} waived), reason: “
              {w.reason}”
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                disabled={decide.isPending}
                onClick={async () => {
                  await decide.mutateAsync({ id: w.membershipId, approve: true });
                  toast({ title: 'Waiver approved', description: `${w.name} is now a member.` });
                }}
              >
                <Check aria-hidden="true" />
                Approve waiver for {w.name}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={async () => {
                  await decide.mutateAsync({ id: w.membershipId, approve: false });
                  toast({ title: 'Waiver refused', description: `${w.name} may join and pay instead.` });
                }}
              >
                <X aria-hidden="true" />
                Refuse
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
