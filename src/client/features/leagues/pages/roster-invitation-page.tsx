import { LinkPage } from '@client/components/link-page';
import { ErrorAlert } from '@client/components/page-error-alert';
import { Button } from '@client/components/ui/button';
import { buttonVariants } from '@client/components/ui/button-variants';
import { errorMessage } from '@client/lib/api-client';
import { useViewer } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import type { RosterInvitationDecision } from '@shared/schemas/leagues';
import { CheckCircle2 } from 'lucide-react';
import { useAnswerInvitationLink, useInvitationLink } from '../api/leagues-api';

const statusText = {
  accepted: 'This invitation is accepted: you are on the roster.',
  declined: 'You declined this invitation.',
  withdrawn: 'The captain withdrew this invitation.',
} as const;

/**
 * /roster-invitation?token=… — the link of a roster invitation e-mail (issue 18). Opening it
 * records nothing (mail scanners open every link); the player accepts or declines with a tap,
 * which POSTs the answer. The league's rules are checked then; a refusal says which rule.
 */
export function RosterInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useInvitationLink(token);
  const answer = useAnswerInvitationLink();
  const viewer = useViewer();

  const send = (decision: RosterInvitationDecision) => answer.mutate({ token, decision });

  return (
    <LinkPage
      token={token}
      query={view}
      problemTitle="We could not open this invitation"
      incomplete="This link is incomplete. Please use the link from the invitation e-mail."
    >
      {(inv) => {
        const done = answer.data;
        return (
          <div className="space-y-5">
            <header className="space-y-1">
              <p className="text-muted-foreground text-sm">{inv.leagueName}</p>
              <h2 className="font-semibold text-2xl">Join {inv.teamName}?</h2>
              <p>
                {inv.invitedByName ?? inv.captainName ?? 'The captain'} invites {inv.name} to the team
                {inv.asCoCaptain ? ' as co-captain' : ''}.
              </p>
            </header>
            {done ? (
              <div role="status" className="flex items-start gap-3 rounded-lg border bg-secondary p-4">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <div className="space-y-2">
                  <p>{done.message}</p>
                  {done.status === 'accepted' && done.teamId ? (
                    viewer.isSignedIn ? (
                      <Link
                        className={buttonVariants({ variant: 'outline' })}
                        to={paths.teamSchedule(done.teamId)}
                      >
                        Open the team schedule
                      </Link>
                    ) : (
                      <p className="text-sm">
                        <Link className="text-link underline" to={paths.login}>
                          Sign in
                        </Link>{' '}
                        (or{' '}
                        <Link className="text-link underline" to={paths.register}>
                          create your account
                        </Link>{' '}
                        with this e-mail address) to see the schedule and answer for matches.
                      </p>
                    )
                  ) : null}
                </div>
              </div>
            ) : inv.status !== 'pending' ? (
              <p role="status" className="rounded-lg border p-4">
                {statusText[inv.status]}
              </p>
            ) : (
              <>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  <li>You are not on the roster until you accept.</li>
                  <li>
                    The team sees your name, NTRP rating and club membership; your e-mail and phone only as
                    your profile settings allow.
                  </li>
                  <li>The league’s rules (level, age, one team per flight) are checked when you accept.</li>
                </ul>
                {answer.isError ? (
                  <ErrorAlert title="Not joined">
                    <p>{errorMessage(answer.error)}</p>
                  </ErrorAlert>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button size="lg" disabled={answer.isPending} onClick={() => send('accept')}>
                    {answer.isPending ? 'Sending…' : 'Accept and join the team'}
                  </Button>
                  <Button
                    size="lg"
                    variant="outline"
                    disabled={answer.isPending}
                    onClick={() => send('decline')}
                  >
                    Decline
                  </Button>
                </div>
              </>
            )}
          </div>
        );
      }}
    </LinkPage>
  );
}
