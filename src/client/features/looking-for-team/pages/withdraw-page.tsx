import { LinkPage, LinkProblem } from '@client/components/link-page';
import { Button } from '@client/components/ui/button';
import { usePageHead } from '@client/lib/page-head';
import { useSearchParams } from '@client/lib/router/router';
import { lookingStatusLabels } from '@shared/schemas/looking-for-team';
import { CheckCircle2 } from 'lucide-react';
import { useWithdrawByLink, useWithdrawInfo } from '../api/looking-for-team-api';

/**
 * The withdraw link of the confirmation e-mail. Opening it changes nothing (mail scanners
 * open every link); the player confirms with the button, which POSTs.
 */
export function LookingWithdrawPage() {
  usePageHead({ description: 'Withdraw your looking-for-a-team request with {{club.shortName}}.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useWithdrawInfo(token);
  const withdraw = useWithdrawByLink();

  return (
    <LinkPage
      token={token}
      query={info}
      problemTitle={problemTitle}
      incomplete="This link is incomplete. Please use the link from your confirmation e-mail."
      className="mx-auto max-w-2xl space-y-4 px-4 py-8 sm:px-6"
    >
      {(request) => {
        if (withdraw.data) {
          return (
            <div role="status" className="flex items-start gap-3 rounded-lg border bg-secondary p-4">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>{withdraw.data.message}</p>
            </div>
          );
        }
        if (request.status !== 'new' && request.status !== 'contacted') {
          return (
            <p>
              Your request is {lookingStatusLabels[request.status].toLowerCase()}: there is nothing to
              withdraw.
            </p>
          );
        }
        return (
          <div className="space-y-4">
            <p>
              {request.name}, you asked us on {new Date(request.createdAt).toLocaleDateString()} to find you a
              team. Withdraw the request if you no longer need one; our reps will stop looking.
            </p>
            {withdraw.isError && <LinkProblem title={problemTitle} message={withdraw.error.message} />}
            <Button
              variant="destructive"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(token)}
            >
              {withdraw.isPending ? 'Withdrawing...' : 'Withdraw my request'}
            </Button>
          </div>
        );
      }}
    </LinkPage>
  );
}

const problemTitle = 'We could not open your request';
