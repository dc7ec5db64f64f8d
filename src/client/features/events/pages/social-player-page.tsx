import { PageAccessGate } from '@client/components/page-access-gate';
import { BackLink } from '@client/components/page-back-link';
import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import { PageSection } from '@client/components/page-section';
import { useViewer } from '@client/lib/auth-store';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { isAllowed, pageAccess } from '@shared/access';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { registrationStatusLabels } from '@shared/schemas/events';
import { useSocialPlayer } from '../api/social-events-api';
import { ContactLinks } from '../components/contact-links';

/** /social_players/:id — one person's sign-ups for socials and tournaments. */
export function SocialPlayerPage() {
  return (
    <PageAccessGate rule={pageAccess['/social_players/:id']}>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <BackLink to={paths.socialPlayers}>All social players</BackLink>
        <PlayerDetail />
      </div>
    </PageAccessGate>
  );
}

function PlayerDetail() {
  const { id = '' } = useParams();
  const player = useSocialPlayer(id);
  const viewer = useViewer();
  const canManage = isAllowed(pageAccess[paths.adminSocialPlayersForEvent], viewer);
  usePageTitle(player.data?.player.name ?? null);
  if (player.isPending) return <PageLoading />;
  if (player.isError) {
    return (
      <ErrorAlert title={player.error.message}>
        <p>Go back to the list and choose someone else.</p>
      </ErrorAlert>
    );
  }
  const { player: p, history, timeZone } = player.data;
  return (
    <>
      <section
        aria-label="Contact and totals"
        className="grid gap-4 rounded-xl border bg-card p-5 sm:grid-cols-2"
      >
        <div className="space-y-1">
          <ContactLinks email={p.email} phone={p.phone} layout="stacked" />
          <p className="text-sm">NTRP: {p.ntrp || 'not given'}</p>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted-foreground">Socials attended</dt>
          <dd className="font-semibold">{p.eventsAttended}</dd>
          <dt className="text-muted-foreground">Active sign-ups</dt>
          <dd className="font-semibold">{p.signups}</dd>
          <dt className="text-muted-foreground">Last social</dt>
          <dd>{p.lastEventTitle ?? '—'}</dd>
        </dl>
      </section>
      <PageSection
        id="history-heading"
        title="Sign-ups"
        headingClassName="font-bold text-xl"
        className="space-y-3"
      >
        <ul className="divide-y rounded-lg border bg-card">
          {history.map((h) => (
            <li
              key={h.registrationId}
              className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            >
              <div>
                <p className="font-medium">
                  {h.kind === 'social' && canManage ? (
                    <Link
                      to={paths.adminSocialPlayersForEventOf(h.eventId)}
                      className="text-link underline-offset-4 hover:underline"
                    >
                      {h.eventTitle}
                    </Link>
                  ) : (
                    h.eventTitle
                  )}
                  {h.divisionName && <span className="text-muted-foreground"> — {h.divisionName}</span>}
                </p>
                <p className="text-muted-foreground">
                  {h.kind === 'tournament' ? 'Tournament' : 'Social'} ·{' '}
                  {formatClubDateTime(h.startsAt, h.kind === 'tournament' ? 'UTC' : timeZone, {
                    weekday: 'short',
                    month: 'short',
                    day: 'numeric',
                    year: 'numeric',
                  })}
                </p>
              </div>
              <span className="text-sm">
                {registrationStatusLabels[h.status]}
                {h.checkedInAt ? ' · checked in' : ''}
                {h.isWalkIn ? ' · walk-in' : ''}
              </span>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
