import { LinkPage } from '@client/components/link-page';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import {
  type AvailabilityAnswer,
  availabilityAnswerLabels,
  availabilityAnswers,
} from '@shared/schemas/team-matches';
import { CheckCircle2 } from 'lucide-react';
import { useAnswerByLink, useAvailabilityLink } from '../api/schedule-api';
import { AvailabilityChoice } from '../components/availability-choice';
import { InvitedAccountOffer } from '../components/invited-account-offer';
import { MatchWhen, matchTitle, placeText } from '../components/match-labels';

const isAnswer = (v: string | null): v is AvailabilityAnswer =>
  availabilityAnswers.includes(v as AvailabilityAnswer);

/**
 * The answer link of an availability e-mail (/availability/answer?token=…&answer=yes). Opening
 * it records nothing — mail scanners open every link — and shows the e-mail's choice
 * preselected; the player's tap on Confirm POSTs it. The page then says what was recorded.
 */
export function AvailabilityLinkPage() {
  usePageHead({ description: 'Tell your {{club.shortName}} team captain whether you can play a match.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preselected = params.get('answer');
  const view = useAvailabilityLink(token);
  const answer = useAnswerByLink();

  return (
    <LinkPage
      token={token}
      query={view}
      problemTitle="We could not open this answer link"
      incomplete="This link is incomplete. Please use the link from your latest e-mail."
    >
      {(data) => {
        const { match, recorded, playerName, teamName, lineupPath, invitedEmail } = data;
        return (
          <div className="space-y-5">
            <header className="space-y-1">
              <p className="text-muted-foreground text-sm">{teamName}</p>
              <h2 className="font-semibold text-2xl">{matchTitle(match)}</h2>
              <p>
                <MatchWhen match={match} />
              </p>
              {placeText(match) ? <p className="text-sm">{placeText(match)}</p> : null}
            </header>
            {answer.isSuccess && recorded ? (
              <div role="status" className="flex items-start gap-3 rounded-lg border bg-secondary p-4">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p>
                  Thanks, {playerName}. Your answer is recorded:{' '}
                  <strong>{availabilityAnswerLabels[recorded.answer]}</strong>
                  {recorded.note ? ` — “${recorded.note}”` : ''}. You can change it here until the captain’s
                  cut-off.
                </p>
              </div>
            ) : recorded ? (
              <p role="status" className="rounded-lg border p-4">
                Recorded answer: <strong>{availabilityAnswerLabels[recorded.answer]}</strong>
                {recorded.note ? ` — “${recorded.note}”` : ''}
              </p>
            ) : (
              <p className="text-sm">{playerName}, your captain would like to know whether you can play.</p>
            )}
            <AvailabilityChoice
              key={recorded?.answeredAt ?? 'none'}
              legend="Can you play?"
              initial={{
                answer: answer.isSuccess
                  ? (recorded?.answer ?? null)
                  : isAnswer(preselected)
                    ? preselected
                    : (recorded?.answer ?? null),
                note: recorded?.note ?? '',
              }}
              recorded={recorded}
              isOpen={match.isOpen}
              isSaving={answer.isPending}
              submitLabel={recorded ? 'Change my answer' : 'Confirm my answer'}
              onSubmit={(value) => answer.mutateAsync({ token, ...value })}
            />
            <p className="flex flex-wrap gap-x-6 gap-y-2">
              <Link
                to={`${paths.availabilityMatch}?token=${encodeURIComponent(token)}`}
                className="font-semibold text-link underline-offset-4 hover:underline"
              >
                See the match
              </Link>
              {lineupPath ? (
                <Link to={lineupPath} className="font-semibold text-link underline-offset-4 hover:underline">
                  See the lineup
                </Link>
              ) : null}
            </p>
            {invitedEmail ? <InvitedAccountOffer email={invitedEmail} /> : null}
          </div>
        );
      }}
    </LinkPage>
  );
}
