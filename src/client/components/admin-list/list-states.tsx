import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

interface ListStatesProps<T> {
  query: UseQueryResult<T, Error>;
  /** "Could not load the locations". */
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  /** Shown inside the dashed box when there are no rows. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, load error (with "Try again"), empty box, or the list itself. */
export function ListStates<T>({ query, errorTitle, isEmpty, empty, children }: ListStatesProps<T>) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>{errorTitle}</AlertTitle>
        <AlertDescription>
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (isEmpty(query.data))
    return <div className="rounded-lg border border-dashed p-8 text-center">{empty}</div>;
  return <>{children(query.data)}</>;
}

/** "No locations match “x”." with a way back to the full list. */
export function NoSearchMatches({ message, onClear }: { message: ReactNode; onClear: () => void }) {
  return (
    <>
      <p>{message}</p>
      <Button variant="link" onClick={onClear}>
        Clear the search
      </Button>
    </>
  );
}
