import { LinkPage } from '@client/components/link-page';
import { Button } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { useClub } from '@client/lib/club';
import { usePageHead } from '@client/lib/page-head';
import { useSearchParams } from '@client/lib/router/router';
import { formatClubDateTime } from '@shared/club-time';
import type { SubAnswerView, SubInviteAnswer } from '@shared/schemas/team-matches-subs';
import { CheckCircle2, Info } from 'lucide-react';
import { useAnswerSubRequest, useSubAnswerLink } from '../api/subs-api';

/**
 * The answer link of a sub request e-mail (/sub-requests/answer?token=…). Opening it records
 * nothing — mail scanners open every link — and the player's tap on Yes or No POSTs the answer.
 * The first yes that the league's rules allow takes the place; the page says what came of it.
 */
export function SubAnswerPage() {
  usePageHead({ description: 'Answer a {{club.shortName}} captain who is looking for a sub.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useSubAnswerLink(token);
  const answer = useAnswerSubRequest(token);

  return (
    <LinkPage
      token={token}
      query={view}
      problemTitle="We could not open this answer link"
      incomplete="This link is incomplete. Please use the link from your e-mail."
    >
      {(data) => (
        <AnswerView
          view={data}
          isSaving={answer.isPending}
          error={answer.isError ? errorMessage(answer.error) : null}
          onAnswer={(value) => answer.mutate({ token, answer: value })}
        />
      )}
    </LinkPage>
  );
}

function AnswerView({
  view,
  isSaving,
  error,
  onAnswer,
}: {
  view: SubAnswerView;
  isSaving: boolean;
  error: string | null;
  onAnswer: (answer: SubInviteAnswer) => void;
}) {
  const club = useClub();
  const { match } = view;
  const isOpen = view.status === 'open' && view.outcome !== 'placed';
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <p className="text-muted-foreground text-sm">{view.teamName} needs a sub</p>
        <h2 className="font-semibold text-2xl">
          {match.homeName} vs {match.awayName}
        </h2>
        <p>{formatClubDateTime(match.startsAt, club.timeZone)}</p>
        <p className="text-sm">
          {view.place}
          {view.lineId ? ` · Line ${view.lineId}` : ''}
        </p>
      </header>
      <p>
        {view.playerName}, {view.captainName} is asking whether you can play.
      </p>
      {view.note ? <p className="rounded-md border bg-muted px-3 py-2 text-sm">“{view.note}”</p> : null}
      <Outcome view={view} />
      <FormError title="Your answer was not recorded" message={error} />
      {isOpen ? (
        <div className="grid grid-cols-2 gap-3">
          <Button size="lg" disabled={isSaving} onClick={() => onAnswer('yes')}>
            Yes, I can play
          </Button>
          <Button size="lg" variant="outline" disabled={isSaving} onClick={() => onAnswer('no')}>
            No, I can’t
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Outcome({ view }: { view: SubAnswerView }) {
  if (view.outcome === 'placed')
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg border border-primary bg-secondary p-4">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{view.outcomeMessage}</p>
      </div>
    );
  const message =
    view.outcome === 'filled' || view.outcome === 'refused'
      ? view.outcomeMessage
      : view.status === 'filled'
        ? 'Thank you — this place has been filled.'
        : view.status === 'cancelled'
          ? 'The captain cancelled this request: no answer is needed.'
          : view.status === 'expired'
            ? 'This request closed when the match started.'
            : view.myAnswer === 'no'
              ? 'Your answer is recorded: you cannot play. You can still say yes while the place is open.'
              : null;
  if (!message) return null;
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border p-4">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
