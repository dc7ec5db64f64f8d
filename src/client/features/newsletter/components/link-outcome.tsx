import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { CircleAlert, CircleCheckBig, Home, RotateCcw } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

interface LinkOutcomeProps {
  /** The heading takes the focus once the outcome is known. */
  headingRef: Ref<HTMLHeadingElement>;
  isFailed?: boolean;
  title: string;
  message: string;
  /** The line under the message: what to do next. */
  note: string;
}

/** What following a newsletter e-mail link (confirm, unsubscribe) did, or why it failed. */
export function LinkOutcome({ headingRef, isFailed = false, title, message, note }: LinkOutcomeProps) {
  return (
    <Alert variant={isFailed ? 'destructive' : undefined}>
      {isFailed ? (
        <CircleAlert aria-hidden="true" />
      ) : (
        <CircleCheckBig aria-hidden="true" className="text-link" />
      )}
      <h2 ref={headingRef} tabIndex={-1} className="font-semibold leading-tight outline-none">
        {title}
      </h2>
      <AlertDescription>
        <p>{message}</p>
        <p className="mt-2">{note}</p>
      </AlertDescription>
    </Alert>
  );
}

/**
 * A failed link: the server's message, and what to do next: try again in a moment when the
 * failure may pass (`canRetry`), else `otherwise`.
 */
export function FailedLinkOutcome({
  canRetry,
  otherwise,
  ...outcome
}: Omit<LinkOutcomeProps, 'isFailed' | 'note'> & { canRetry: boolean; otherwise: string }) {
  return <LinkOutcome {...outcome} isFailed note={canRetry ? 'Please try again in a moment.' : otherwise} />;
}

/** The page a newsletter link ends on: its outcome, "Try again" when `onRetry` is given, and the way home. */
export function LinkResultPage({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      {children}
      <div className="mt-6 flex flex-wrap gap-3">
        {onRetry ? (
          <Button type="button" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        ) : null}
        <Button asChild variant={onRetry ? 'outline' : 'default'}>
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            Go to the home page
          </Link>
        </Button>
      </div>
    </div>
  );
}
