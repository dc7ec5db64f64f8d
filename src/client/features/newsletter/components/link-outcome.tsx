import { HomePageLink } from '@client/components/home-page-link';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CircleAlert, CircleCheckBig, RotateCcw } from 'lucide-react';
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

/** What a link page says: on failure (when trying again will not help), and for each success. */
export interface LinkWords<K extends string> {
  failed: { title: string; note: string };
  done: Record<K, { title: string; message: string }>;
  /** The line under every success. */
  doneNote: string;
}

export type LinkResult<K extends string> =
  | { kind: K }
  | { kind: 'failed'; message: string; canRetry: boolean };

/**
 * The page a newsletter link ends on: its result (`children` until there is one), "Try again"
 * when the failure may pass, and the way home.
 */
export function LinkResultPage<K extends string>({
  headingRef,
  result,
  words,
  onRetry,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  result: LinkResult<K> | null;
  words: LinkWords<K>;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const failure = result && 'canRetry' in result ? result : null;
  const done = result && !failure ? words.done[result.kind as K] : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      {failure ? (
        <LinkOutcome
          headingRef={headingRef}
          isFailed
          title={words.failed.title}
          message={failure.message}
          note={failure.canRetry ? 'Please try again in a moment.' : words.failed.note}
        />
      ) : done ? (
        <LinkOutcome
          headingRef={headingRef}
          title={done.title}
          message={done.message}
          note={words.doneNote}
        />
      ) : (
        children
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {failure?.canRetry ? (
          <Button type="button" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        ) : null}
        <HomePageLink variant={failure?.canRetry ? 'outline' : 'default'} />
      </div>
    </div>
  );
}
