import { Spinner } from '@client/components/ui/spinner';
import { ApiError, errorMessage } from '@client/lib/api-client';
import { usePageHead } from '@client/lib/page-head';
import { useSearchParams } from '@client/lib/router/router';
import { newsletterMessages } from '@shared/newsletter-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmNewsletterSubscription } from '../api/newsletter-api';
import { LinkResultPage, type LinkWords } from '../components/link-outcome';

type ConfirmState =
  | { kind: 'working' }
  | { kind: 'confirmed' | 'already_confirmed' }
  | { kind: 'failed'; message: string; canRetry: boolean };

const confirmWords: LinkWords<'confirmed' | 'already_confirmed'> = {
  failed: {
    title: 'We could not confirm your subscription',
    note: 'You can request a new confirmation email with the newsletter form below.',
  },
  done: {
    confirmed: {
      title: 'Subscription confirmed',
      message:
        'Thank you! You will now receive the club newsletter with event updates, community news and tournament results.',
    },
    already_confirmed: {
      title: 'Already confirmed',
      message:
        'Your subscription was already confirmed, so there is nothing more to do: you are on the list.',
    },
  },
  doneNote: 'Every newsletter email has a link to unsubscribe whenever you wish.',
};

/**
 * /newsletter/confirm?token=… — the double opt-in link. The page confirms by POST once it
 * has loaded: mail scanners that fetch links without running the page confirm nothing.
 */
export function NewsletterConfirmPage() {
  usePageHead({ description: 'Confirm your subscription to the {{club.shortName}} newsletter.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<ConfirmState>(
    token
      ? { kind: 'working' }
      : { kind: 'failed', message: newsletterMessages.invalidLink, canRetry: false },
  );
  const resultRef = useRef<HTMLHeadingElement>(null);
  const sentFor = useRef<string | null>(null);

  const confirm = useCallback(async (value: string) => {
    setState({ kind: 'working' });
    try {
      const result = await confirmNewsletterSubscription({ token: value });
      setState({ kind: result.status });
    } catch (error) {
      const isNetwork = error instanceof ApiError && error.status === 0;
      const message = errorMessage(error, newsletterMessages.invalidLink);
      setState({
        kind: 'failed',
        message,
        canRetry: isNetwork || (error instanceof ApiError && error.status >= 500),
      });
    }
  }, []);

  useEffect(() => {
    // Once per token (React's development double effects included).
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void confirm(token);
  }, [token, confirm]);

  useEffect(() => {
    if (state.kind !== 'working') resultRef.current?.focus();
  }, [state.kind]);

  return (
    <LinkResultPage
      headingRef={resultRef}
      result={state.kind === 'working' ? null : state}
      words={confirmWords}
      onRetry={() => void confirm(token)}
    >
      <Spinner label="Confirming your subscription..." />
    </LinkResultPage>
  );
}
