import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { ContactRelayDialog } from '@client/components/contact-relay-form';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/form-field';
import { useViewer } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import { type CaptainsTeam, fitsRating } from '@shared/schemas/captains';
import { type NtrpRating, ntrpRatings } from '@shared/schemas/profiles';
import {
  ageDivisionLabels,
  type LeagueGender,
  leagueGenderLabels,
  leagueGenders,
} from '@shared/tennis/eligibility';
import { useId, useState } from 'react';
import { useCaptains, useMessageCaptain, useRequestToJoin } from '../api/captains-api';

/** /captains: this season's teams by league, their captains' names, and a relay to write to them. */
export function CaptainsPage() {
  usePageHead({
    description:
      'Team captains of {{club.name}}: the league teams and how to write to a captain about joining a team.',
  });
  const captains = useCaptains();
  const [params, setParams] = useSearchParams();
  const headingId = useId();
  const level = (ntrpRatings as readonly string[]).includes(params.get('level') ?? '')
    ? (params.get('level') as NtrpRating)
    : '';
  const gender = (leagueGenders as readonly string[]).includes(params.get('gender') ?? '')
    ? (params.get('gender') as LeagueGender)
    : '';
  const setFilter = (key: 'level' | 'gender', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const shown = (captains.data ?? []).filter(
    (l) => (!level || fitsRating(l, level)) && (!gender || l.gender === gender),
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <p className="max-w-3xl text-muted-foreground">
        The club’s league teams this season and their captains. Looking to play? Write to a captain below
        (your message is e-mailed to them and they reply to you directly), or{' '}
        <Link to={paths.formsLooking} className="text-link underline">
          tell us you are looking for a team
        </Link>{' '}
        and a league representative will help.
      </p>
      <div className="grid max-w-xl grid-cols-2 gap-3">
        <SelectField
          label="Your NTRP level"
          placeholder="Any level"
          options={ntrpRatings.map((r) => [r, r] as const)}
          value={level}
          onChange={(e) => setFilter('level', e.target.value)}
          hint="Leagues you may play in, playing up included."
        />
        <SelectField
          label="League"
          placeholder="All leagues"
          options={leagueGenders.map((g) => [g, leagueGenderLabels[g]] as const)}
          value={gender}
          onChange={(e) => setFilter('gender', e.target.value)}
        />
      </div>

      <QueryState
        query={captains}
        errorTitle="Could not load the teams"
        isEmpty={() => shown.length === 0}
        empty={
          <p className="text-muted-foreground">
            {captains.data?.length === 0
              ? 'The teams of this season are not listed yet. Please check back soon.'
              : 'No team plays at that level this season. Try another level, or tell us you are looking for a team.'}
          </p>
        }
      >
        {(_data) => (
          <div className="space-y-8">
            <h2 id={headingId} className="sr-only">
              Teams by league
            </h2>
            {shown.map((league) => (
              <section key={league.id} aria-labelledby={`${headingId}-${league.id}`} className="space-y-3">
                <div>
                  <h3 id={`${headingId}-${league.id}`} className="font-semibold text-xl">
                    {league.name}
                  </h3>
                  <p className="text-muted-foreground text-sm">
                    {leagueGenderLabels[league.gender]} · {league.levelLabel} ·{' '}
                    {ageDivisionLabels[league.ageDivision]}
                    {league.startsOn && league.endsOn ? ` · ${league.startsOn} to ${league.endsOn}` : ''}
                  </p>
                </div>
                <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {league.teams.map((team) => (
                    <li key={team.id}>
                      <TeamCard team={team} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}

function TeamCard({ team }: { team: CaptainsTeam }) {
  const send = useMessageCaptain(team.id);
  const captains = [team.captainName, team.coCaptainName].filter(Boolean).join(' and ');
  return (
    <div className="flex h-full flex-col gap-2 rounded-lg border bg-card p-4">
      <p className="font-semibold">{team.name}</p>
      <dl className="text-sm">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Captain:</dt>
          <dd>{team.captainName ?? 'to be named'}</dd>
        </div>
        {team.coCaptainName && (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Co-captain:</dt>
            <dd>{team.coCaptainName}</dd>
          </div>
        )}
        {team.homeCourt && (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Home courts:</dt>
            <dd>{team.homeCourt}</dd>
          </div>
        )}
      </dl>
      {team.canMessage && (
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <ContactRelayDialog
            triggerLabel={`Write to the captain of ${team.name}`}
            title={`Write to the captain of ${team.name}`}
            description={`Your message is e-mailed to ${captains}, who reply to you directly.`}
            recipientName={captains}
            send={send}
            triggerClassName="w-full sm:w-auto"
          />
          <AskToJoin team={team} />
        </div>
      )}
    </div>
  );
}

/** A signed-in member asks for a place (issue 18): the captains accept or decline on the roster page. */
function AskToJoin({ team }: { team: CaptainsTeam }) {
  const viewer = useViewer();
  const ask = useRequestToJoin(team.id);
  const [isOpen, setIsOpen] = useState(false);
  if (!viewer.isSignedIn) return null;
  return (
    <>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        onClick={() => {
          ask.reset();
          setIsOpen(true);
        }}
      >
        Ask to join<span className="sr-only"> {team.name}</span>
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        role="dialog"
        isDestructive={false}
        title={`Ask to join ${team.name}?`}
        description="The captains get an e-mail with your name, and see your NTRP rating on their roster page. You join once they accept; you can withdraw the request on your profile."
        confirmLabel="Send my request"
        isPending={ask.isPending}
        error={ask.error?.message ?? null}
        onConfirm={async () => {
          await ask.mutateAsync();
          toast({ title: 'Request sent', description: `The captains of ${team.name} will answer.` });
          setIsOpen(false);
        }}
      />
    </>
  );
}
