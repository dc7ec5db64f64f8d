import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api-client';
import { useAnswerMyRosterInvitation, useMyRosterInvitations } from '@client/lib/my-roster-invitations';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { useAfterFirstPaint } from '@client/lib/use-after-first-paint';
import { paths } from '@shared/paths';
import type { MyRosterInvitation } from '@shared/schemas/leagues';
import { UsersRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The decline dialog (Radix Dialog and its scroll lock, ~14 KB gzip) loads once the profile is
// painted and hydrated: it is closed on the first screen, which needs none of it (issue 24).
const ConfirmDialog = lazy(() =>
  import('@client/components/admin-list/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * The notice on the owner's profile (issue 18): teams that invited them (accept or decline) and
 * their own requests to join (withdraw). Shown only while something waits for an answer.
 */
export function MyTeamInvitations() {
  const mine = useMyRosterInvitations();
  const answer = useAnswerMyRosterInvitation();
  const [toDecline, setToDecline] = useState<MyRosterInvitation | null>(null);
  const isDialogWanted = useAfterFirstPaint();
  const list = mine.data ?? [];
  if (list.length === 0) return null;

  const accept = async (inv: MyRosterInvitation) => {
    try {
      const result = await answer.mutateAsync({ id: inv.id, decision: 'accept' });
      toast({ title: 'You joined the team', description: result.message });
    } catch (error) {
      toast({
        title: 'Not joined yet',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby="team-invitations-heading"
      className="rounded-xl border border-primary bg-card p-6 shadow-sm"
    >
      <h2 id="team-invitations-heading" className="flex items-center gap-2 font-semibold text-lg">
        <UsersRound aria-hidden="true" className="size-5" />
        Team invitations
      </h2>
      <ul className="mt-3 divide-y">
        {list.map((inv) => (
          <li key={inv.id} className="space-y-2 py-3">
            <p className="text-sm">
              {inv.kind === 'invitation' ? (
                <>
                  <strong>{inv.team.name}</strong> ({inv.team.leagueName}) invites you to join
                  {inv.asCoCaptain ? ' as co-captain' : ''}
                  {inv.createdByName ? `, sent by ${inv.createdByName}` : ''}.
                </>
              ) : (
                <>
                  You asked to join <strong>{inv.team.name}</strong> ({inv.team.leagueName})
                  {inv.captainName ? `; ${inv.captainName} will answer` : ''}.
                </>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              {inv.kind === 'invitation' ? (
                <Button size="sm" disabled={answer.isPending} onClick={() => accept(inv)}>
                  Accept
                  <span className="sr-only"> the invitation of {inv.team.name}</span>
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                disabled={answer.isPending}
                onClick={() => {
                  answer.reset();
                  setToDecline(inv);
                }}
              >
                {inv.kind === 'invitation' ? 'Decline' : 'Withdraw my request'}
                <span className="sr-only"> ({inv.team.name})</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground text-xs">
        Your teammates see your e-mail and phone only as your{' '}
        <Link to={paths.profileEdit} className="text-link underline">
          profile settings
        </Link>{' '}
        allow.
      </p>
      {isDialogWanted || toDecline ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={toDecline !== null}
            onOpenChange={(open) => !open && setToDecline(null)}
            title={
              toDecline?.kind === 'request'
                ? `Withdraw your request to join ${toDecline.team.name}?`
                : `Decline the invitation of ${toDecline?.team.name ?? 'this team'}?`
            }
            description="The captain sees your answer. They can invite you again later."
            confirmLabel={toDecline?.kind === 'request' ? 'Withdraw request' : 'Decline invitation'}
            isPending={answer.isPending}
            error={answer.error?.message ?? null}
            onConfirm={async () => {
              if (!toDecline) return;
              const result = await answer.mutateAsync({ id: toDecline.id, decision: 'decline' });
              toast({ title: 'Answer recorded', description: result.message });
              setToDecline(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
