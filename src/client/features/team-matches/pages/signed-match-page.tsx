import { PageSection } from '@client/components/page-section';
import { isRetryable, pageFrame, QueryState } from '@client/components/query-state';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import type { SignedMatchView } from '@shared/schemas/team-matches';
import { useAnswerByLink, useSignedMatch } from '../api/schedule-api';
import { MatchAnswer } from '../components/availability-choice';
import { InvitedAccountOffer } from '../components/invited-account-offer';
import { LineupLines } from '../components/lineup-lines';
import { MatchWhen, matchTitle } from '../components/match-labels';
import { MatchLineupSection } from '../components/match-lineup-section';
import { MatchNotes } from '../components/match-notes';
import { MatchPlace } from '../components/match-place';
import { MatchStatusBadge } from '../components/match-status-badge';

/**
 * /availability/match?token=…: the match page for the player an availability e-mail went to,
 * opened from its signed link with or without an account (issue 21 §1). Read-only but for the
 * player's own answer; the account offer comes with their address filled in.
 */
export function SignedMatchPage() {
  usePageHead({
    description: 'Your {{club.shortName}} team match: when, where, the lineup and your answer.',
  });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useSignedMatch(token);
  if (!token) {
    return pageFrame(
      <p role="alert" className="rounded-lg border border-destructive p-4">
        This link is incomplete. Please use the link from your latest e-mail.
      </p>,
    );
  }
  return (
    <QueryState
      query={view}
      errorTitle="We could not open this match"
      canRetry={isRetryable}
      frame={pageFrame}
    >
      {(data) => <SignedMatchBody token={token} view={data} />}
    </QueryState>
  );
}

function SignedMatchBody({ token, view }: { token: string; view: SignedMatchView }) {
  const { match, team } = view;
  const answer = useAnswerByLink();
  return (
    <div className="mx-auto max-w-lg space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-1">
        <p className="text-muted-foreground text-sm">
          {team.name} · {team.leagueName}
        </p>
        <h2 className="font-semibold text-2xl">{matchTitle(match)}</h2>
        <p className="flex flex-wrap items-center gap-2 text-lg">
          <MatchWhen match={match} /> <MatchStatusBadge status={match.status} />
        </p>
        <p className="text-sm">{match.isHome ? 'Home match' : 'Away match'}</p>
      </header>

      <MatchPlace match={match} mapLinks={view.mapLinks} />

      <MatchNotes notes={match.notes} />

      <MatchAnswer
        recorded={view.recorded}
        isOpen={match.isOpen}
        isSaving={answer.isPending}
        onSubmit={(value) => answer.mutateAsync({ token, ...value })}
      />

      <MatchLineupSection>
        {view.lineup ? (
          <LineupLines lineup={view.lineup} itemClassName="px-3 py-2" />
        ) : (
          <p className="text-muted-foreground text-sm">
            The captain has not published the lineup yet ({team.lines.join(', ') || 'lines to be set'}).
          </p>
        )}
      </MatchLineupSection>

      {view.captains.length > 0 ? (
        <PageSection
          id="match-contact"
          title="Team contact"
          level={3}
          headingClassName="font-semibold"
          className="space-y-2"
        >
          <ul className="space-y-2">
            {view.captains.map((c) => (
              <li key={c.name}>
                <p className="font-medium">{c.name}</p>
                {c.email || c.phone ? (
                  <p className="flex flex-wrap gap-x-4 text-sm">
                    {c.phone ? (
                      <a className="text-link underline" href={`tel:${c.phone}`}>
                        {c.phone}
                      </a>
                    ) : null}
                    {c.email ? (
                      <a className="text-link underline" href={`mailto:${c.email}`}>
                        {c.email}
                      </a>
                    ) : null}
                  </p>
                ) : (
                  <p className="text-muted-foreground text-sm">Keeps their phone and e-mail private.</p>
                )}
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {view.invitedEmail ? (
        <InvitedAccountOffer email={view.invitedEmail} />
      ) : (
        <p className="text-sm">
          <Link className="text-link underline" to={paths.teamMatch(match.id)}>
            Open the match in your account
          </Link>{' '}
          for the whole team’s schedule.
        </p>
      )}
    </div>
  );
}
