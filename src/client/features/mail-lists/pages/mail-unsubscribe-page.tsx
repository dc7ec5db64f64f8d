import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import { apiKey, callApi } from '@client/lib/call-api';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { mailListsApi } from '@shared/api/mail-lists';
import { paths } from '@shared/paths';
import type { MailListSubscription } from '@shared/schemas/mail-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * /mail/unsubscribe?token=… — the link at the end of the club's bulk mail (renewal reminders,
 * match reminders, league messages; shared/mail-lists.ts). Leaving takes a press of the button
 * (a POST), so a mail scanner opening the link changes nothing; rejoining is one press too.
 */
export function MailUnsubscribePage() {
  usePageHead({
    description: 'Stop (or start again) one kind of {{club.shortName}} e-mail, such as reminders.',
  });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const key = apiKey(mailListsApi.subscription, { query: { token } });
  const subscription = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(mailListsApi.subscription, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
  const change = useMutation({
    mutationFn: (isSubscribed: boolean) =>
      callApi(isSubscribed ? mailListsApi.resubscribe : mailListsApi.unsubscribe, { body: { token } }),
    onSuccess: (answer) => queryClient.setQueryData<MailListSubscription>(key, answer),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changed = change.data?.isSubscribed;
  useEffect(() => {
    if (changed !== undefined) headingRef.current?.focus();
  }, [changed]);

  if (!token || subscription.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <ErrorAlert title="This link does not work">
          <p>
            {subscription.error?.message ??
              'The address is not complete. Use the link at the end of the e-mail you got.'}
          </p>
        </ErrorAlert>
      </div>
    );
  }
  if (subscription.isPending) return <PageLoading />;

  const { title, email, isSubscribed } = subscription.data;
  const isWorking = change.isPending;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <div className="flex items-start gap-3">
          {isSubscribed ? (
            <MailX aria-hidden="true" className="mt-1 size-6 shrink-0 text-muted-foreground" />
          ) : (
            <MailCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-muted-foreground" />
          )}
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-xl outline-none">
              {isSubscribed ? `Stop ${title}?` : `No more ${title}`}
            </h2>
            <p className="mt-2 text-muted-foreground">
              {isSubscribed
                ? `${email} gets ${title} from the club. Stop them, and you can start them again here at any time.`
                : `${email} will not get ${title} any more. Other club e-mails (sign-ups, payments, your account) still come.`}
            </p>
          </div>
        </div>
        {change.isError ? (
          <p role="alert" className="mt-4 text-destructive-text text-sm">
            {change.error.message}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            type="button"
            variant={isSubscribed ? 'destructive' : 'default'}
            onClick={() => change.mutate(!isSubscribed)}
            disabled={isWorking}
            aria-busy={isWorking || undefined}
          >
            {isWorking ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {isSubscribed ? 'Stop these e-mails' : 'Start them again'}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home}>Go to the home page</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
