import { Alert, AlertDescription } from '@client/components/ui/alert';
import { CircleAlert, CircleCheckBig } from 'lucide-react';
import type { Ref } from 'react';

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
