import { PageSection } from '@client/components/page-section';
import { QueryState } from '@client/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import { CheckCircle2 } from 'lucide-react';
import { useConfirmResult, useDrawMatch, useEnterResult } from '../api/tournament-draws-api';
import { DrawScoreForm } from '../components/draw-score-form';
import { MatchWhen } from '../components/match-when';

/** /draw-matches/:id — a tournament match: its players enter the score, the opponent confirms. */
export function DrawMatchPage() {
  const { id = '' } = useParams();
  const page = useDrawMatch(id);
  const enter = useEnterResult(id);
  const confirm = useConfirmResult(id);
  usePageTitle(
    page.data ? `${page.data.match.side1?.name ?? '—'} vs ${page.data.match.side2?.name ?? '—'}` : null,
  );
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <QueryState query={page} errorTitle="Could not load the match">
        {(p) => {
          const m = p.match;
          const entered = m.enteredSide === 1 ? m.side1?.name : m.enteredSide === 2 ? m.side2?.name : null;
          return (
            <>
              <div className="space-y-1">
                <p className="text-muted-foreground">
                  {p.tournament.title} · {p.divisionName} · {m.roundName}
                </p>
                <p className="text-muted-foreground text-sm">
                  <MatchWhen match={m} />
                </p>
                <p className="text-muted-foreground text-sm">Format: {p.formatText}</p>
              </div>
              {m.state === 'confirmed' ? (
                <Alert>
                  <CheckCircle2 aria-hidden="true" />
                  <AlertTitle>Result confirmed</AlertTitle>
                  <AlertDescription>
                    <p>
                      {(m.winningSide === 1 ? m.side1?.name : m.side2?.name) ?? 'Nobody'} won {m.scoreText}.
                    </p>
                  </AlertDescription>
                </Alert>
              ) : null}
              {m.state === 'entered' ? (
                <PageSection
                  id="entered-heading"
                  title={`Score entered by ${entered ?? 'a player'}`}
                  className="space-y-3 rounded-md border p-4"
                >
                  <p className="font-medium text-xl tabular-nums">
                    {(m.winningSide === 1 ? m.side1?.name : m.side2?.name) ?? ''} won {m.scoreText}
                  </p>
                  {p.canConfirm ? (
                    <Button
                      type="button"
                      disabled={confirm.isPending}
                      onClick={() =>
                        confirm.mutate(m.version, {
                          onSuccess: () =>
                            toast({ title: 'Score confirmed', description: 'The draw is updated.' }),
                          onError: (error) =>
                            toast({
                              title: 'Not confirmed',
                              description: errorMessage(error),
                              variant: 'destructive',
                            }),
                        })
                      }
                    >
                      {confirm.isPending ? 'Confirming…' : 'Confirm the score'}
                    </Button>
                  ) : p.mySide !== null ? (
                    <p className="text-muted-foreground text-sm">Waiting for your opponent to confirm it.</p>
                  ) : null}
                </PageSection>
              ) : null}
              {p.canEnter ? (
                <PageSection
                  id="enter-heading"
                  title={m.state === 'entered' ? 'Correct the score' : 'Enter the score'}
                  className="space-y-3"
                >
                  {p.isOrganiser && p.mySide === null ? (
                    <p className="text-muted-foreground text-sm">
                      As an organiser, your result is final at once.
                    </p>
                  ) : (
                    <p className="text-muted-foreground text-sm">
                      Your opponent confirms it, then the draw moves on.
                    </p>
                  )}
                  <DrawScoreForm
                    key={m.version}
                    match={m}
                    formatCode={p.formatCode}
                    submitLabel={m.state === 'entered' ? 'Save the corrected score' : 'Enter the score'}
                    onSave={(body) => enter.mutateAsync(body)}
                    onDone={() =>
                      toast({ title: 'Score entered', description: 'Your opponent is asked to confirm it.' })
                    }
                  />
                </PageSection>
              ) : m.state === 'waiting' ? (
                <p className="text-muted-foreground">The players of this match are not known yet.</p>
              ) : null}
              <Link
                to={paths.tournamentDraws(p.tournament.slug)}
                className={buttonVariants({ variant: 'outline' })}
              >
                See the draw
              </Link>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
