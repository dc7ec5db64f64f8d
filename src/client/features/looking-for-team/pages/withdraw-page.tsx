import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
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

  let body: React.ReactNode;
  if (!token) {
    body = <Problem message="This link is incomplete. Please use the link from your confirmation e-mail." />;
  } else if (info.isPending) {
    body = <PageLoading />;
  } else if (info.isError) {
    body = <Problem message={info.error.message} />;
  } else if (withdraw.data) {
    body = (
      <div role="status" className="flex items-start gap-3 rounded-lg border bg-secondary p-4">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{withdraw.data.message}</p>
      </div>
    );
  } else if (info.data.status !== 'new' && info.data.status !== 'contacted') {
    body = (
      <p>
        Your request is {lookingStatusLabels[info.data.status].toLowerCase()}: there is nothing to withdraw.
      </p>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p>
          {info.data.name}, you asked us on {new Date(info.data.createdAt).toLocaleDateString()} to find you a
          team. Withdraw the request if you no longer need one; our reps will stop looking.
        </p>
        {withdraw.isError && <Problem message={withdraw.error.message} />}
        <Button variant="destructive" disabled={withdraw.isPending} onClick={() => withdraw.mutate(token)}>
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw my request'}
        </Button>
      </div>
    );
  }
  return <div className="mx-auto max-w-2xl space-y-4 px-4 py-8 sm:px-6">{body}</div>;
}

function Problem({ message }: { message: string }) {
  return (
    <ErrorAlert title="We could not open your request">
      <p>{message}</p>
    </ErrorAlert>
  );
}
