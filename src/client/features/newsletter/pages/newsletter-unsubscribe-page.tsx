import { Button } from '@client/components/ui/button';
import { ApiError, errorMessage } from '@client/lib/api-client';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { newsletterMessages } from '@shared/newsletter-rules';
import { paths } from '@shared/paths';
import { LoaderCircle, MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { unsubscribeFromNewsletter } from '../api/newsletter-api';
import { LinkResultPage, type LinkWords } from '../components/link-outcome';

type UnsubscribeState =
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'unsubscribed' | 'already_unsubscribed' }
  | { kind: 'failed'; message: string; canRetry: boolean };

const unsubscribeWords: LinkWords<'unsubscribed' | 'already_unsubscribed'> = {
  failed: {
    title: 'We could not unsubscribe you',
    note: 'Please use the unsubscribe link from your most recent newsletter email.',
  },
  done: {
    unsubscribed: {
      title: 'You have been unsubscribed',
      message: 'You will not receive any more newsletter emails from us. Sorry to see you go!',
    },
    already_unsubscribed: {
      title: 'Already unsubscribed',
      message: 'This address was already unsubscribed, so you will not receive newsletter emails.',
    },
  },
  doneNote: 'Changed your mind? Subscribe again with the form below.',
};

/**
 * /newsletter/unsubscribe?token=… — the link in every newsletter email. Unsubscribing takes a
 * click on the button (a POST), so a mail scanner fetching the link changes nothing.
 */
export function NewsletterUnsubscribePage() {
  usePageHead({ description: 'Unsubscribe from the {{club.shortName}} newsletter.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<UnsubscribeState>(
    token ? { kind: 'ready' } : { kind: 'failed', message: newsletterMessages.invalidLink, canRetry: false },
  );
  const resultRef = useRef<HTMLHeadingElement>(null);

  async function unsubscribe() {
    setState({ kind: 'working' });
    try {
      const result = await unsubscribeFromNewsletter({ token });
      setState({ kind: result.status });
    } catch (error) {
      const canRetry =
        error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.status === 429);
      const message = errorMessage(error, newsletterMessages.invalidLink);
      setState({ kind: 'failed', message, canRetry });
    }
  }

  const isDone =
    state.kind === 'unsubscribed' || state.kind === 'already_unsubscribed' || state.kind === 'failed';
  useEffect(() => {
    if (isDone) resultRef.current?.focus();
  }, [isDone]);

  if (state.kind === 'ready' || state.kind === 'working') {
    const isWorking = state.kind === 'working';
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          <div className="flex items-start gap-3">
            <MailX aria-hidden="true" className="mt-1 size-6 shrink-0 text-muted-foreground" />
            <div>
              <h2 className="font-semibold text-xl">Stop receiving the club newsletter?</h2>
              <p className="mt-2 text-muted-foreground">
                You will no longer get event updates, community news or tournament results by email. You can
                subscribe again at any time.
              </p>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button
              type="button"
              variant="destructive"
              onClick={unsubscribe}
              disabled={isWorking}
              aria-busy={isWorking || undefined}
            >
              {isWorking ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : null}
              {isWorking ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home}>Keep my subscription</Link>
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <LinkResultPage headingRef={resultRef} result={state} words={unsubscribeWords} onRetry={unsubscribe} />
  );
}
