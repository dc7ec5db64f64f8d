import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A team-match page's data: loading, the load error in an alert, or the page itself. */
export function PageQueryState<T>({
  query,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** "Could not load the lineup". */
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Alert variant="destructive">
          <AlertTitle>{errorTitle}</AlertTitle>
          <AlertDescription>{query.error.message}</AlertDescription>
        </Alert>
      </div>
    );
  return <>{children(query.data)}</>;
}
