import { MyWeekSection } from '@client/components/my-week/my-week-section';
import { QueryGate } from '@client/components/query-state';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { useAfterFirstPaint } from '@client/lib/use-after-first-paint';
import { initialsOf } from '@shared/club-identity';
import { paths } from '@shared/paths';
import type { PlayerDetails } from '@shared/player-details';
import { ratingTypeLabels } from '@shared/player-labels';
import type { PublicProfile } from '@shared/schemas/profiles';
import { Mail, Pencil, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { usePublicProfile } from '../api/profiles-api';
import { MyTeamInvitations } from '../components/my-team-invitations';

// The owner's settings and lists below their week (forms: zod, react-hook-form, dialogs): loaded
// after the page is painted and hydrated, not before its first screen (issue 24, decision 045).
const OwnerSections = lazy(() =>
  import('../components/owner-sections').then((m) => ({ default: m.OwnerSections })),
);

/** The owner's sections once the page is in place and the browser is idle (nothing before). */
function LaterOwnerSections({ userId }: { userId?: string }) {
  if (!useAfterFirstPaint()) return null;
  return (
    <Suspense fallback={<Spinner className="flex justify-center py-6" label="Loading your settings..." />}>
      <OwnerSections userId={userId} />
    </Suspense>
  );
}

const memberSince = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

function capitalize(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

function ProfileCard({ profile }: { profile: PublicProfile }) {
  return (
    <div className="rounded-xl border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar size="lg" className="size-20 text-xl">
          {profile.avatarUrl ? (
            <AvatarImage src={profile.avatarUrl} alt={`Picture of ${profile.fullName}`} />
          ) : null}
          <AvatarFallback>{initialsOf(profile.fullName)}</AvatarFallback>
        </Avatar>
        {/* The name takes a line of its own before the Edit button squeezes it: words wrap whole
            (a word longer than the line is hyphenated rather than cut anywhere). */}
        <div className="min-w-0 flex-1 basis-48">
          <h2 className="hyphens-auto break-words font-semibold text-2xl">{profile.fullName}</h2>
          <p className="text-muted-foreground">@{profile.username}</p>
        </div>
        {profile.isOwner ? (
          <Link to={paths.profileEdit} className={buttonVariants({ variant: 'outline' })}>
            <Pencil aria-hidden="true" />
            Edit profile
          </Link>
        ) : null}
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {profile.roles ? (
          <div>
            <dt className="font-medium text-muted-foreground">Roles</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {profile.roles.length ? (
                profile.roles.map((r) => (
                  <span key={r} className="rounded-full bg-secondary px-2.5 py-0.5 font-medium text-xs">
                    {capitalize(r)}
                  </span>
                ))
              ) : (
                <span>None</span>
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium text-muted-foreground">Member since</dt>
          <dd className="mt-1">{memberSince.format(new Date(profile.memberSince))}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">NTRP rating</dt>
          <dd className="mt-1">{profile.ntrpRating ?? 'Not rated'}</dd>
        </div>
        {profile.email ? (
          <div>
            <dt className="font-medium text-muted-foreground">E-mail</dt>
            <dd className="mt-1">
              <a
                className="inline-flex items-center gap-1.5 break-all text-link underline"
                href={`mailto:${profile.email}`}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {profile.email}
              </a>
            </dd>
          </div>
        ) : null}
        {profile.phone ? (
          <div>
            <dt className="font-medium text-muted-foreground">Phone</dt>
            <dd className="mt-1">
              <a
                className="inline-flex items-center gap-1.5 text-link underline"
                href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {profile.phone}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {profile.isOwner ? (
        <p className="mt-4 text-muted-foreground text-xs">
          You see your own contact details. Other members see them only if you chose to show them.
        </p>
      ) : null}
    </div>
  );
}

const notGiven = 'Not given yet';

/** The player details, read-only: to the member (edited on the edit page) and to admins. */
function PlayerDetailsCard({ player, isOwner }: { player: PlayerDetails; isOwner: boolean }) {
  const rows: [string, string | null][] = [
    [
      'Rating type',
      player.ratingType ? `${player.ratingType} — ${ratingTypeLabels[player.ratingType]}` : null,
    ],
    ['Rating year', player.ratingYear === null ? null : String(player.ratingYear)],
    ['USTA number', player.ustaNumber],
    ['USTA membership expires', player.ustaExpiresOn],
    [
      'Emergency contact',
      player.emergencyName ? [player.emergencyName, player.emergencyPhone].filter(Boolean).join(', ') : null,
    ],
  ];
  return (
    <section aria-labelledby="player-details-title" className="rounded-xl border bg-card p-5 sm:p-6">
      <h2 id="player-details-title" className="font-semibold text-lg">
        Player details
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium text-muted-foreground">{term}</dt>
            <dd className={value ? 'mt-1 break-words' : 'mt-1 text-muted-foreground italic'}>
              {value ?? notGiven}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-muted-foreground text-xs">
        {isOwner
          ? 'Only you and the club’s admins see these. Change them on the Edit profile page.'
          : 'Only the member and the club’s admins see these.'}
      </p>
    </section>
  );
}

/** /users/:username: a member's profile; contact details as their privacy settings allow. */
export function UserProfilePage() {
  const { username = '' } = useParams();
  const query = usePublicProfile(username);
  usePageTitle(query.data?.fullName);

  if (!query.isSuccess) {
    return (
      <QueryGate
        query={query}
        errorTitle="The profile could not be loaded"
        notFound={{ title: 'Profile not found', message: `No member has the username “${username}”.` }}
        pending={<Spinner className="mx-auto flex justify-center py-16" label="Loading the profile..." />}
        frame={(state) => <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">{state}</div>}
      />
    );
  }
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      {query.data.isOwner ? <MyTeamInvitations /> : null}
      <ProfileCard profile={query.data} />
      {query.data.player ? (
        <PlayerDetailsCard player={query.data.player} isOwner={query.data.isOwner} />
      ) : null}
      {query.data.isOwner ? <MyWeekSection showSeason /> : null}
      {query.data.isOwner ? <LaterOwnerSections userId={query.data.id} /> : null}
    </div>
  );
}
