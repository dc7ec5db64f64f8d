import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import { ApiError } from '@client/lib/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** What QueryState reads of a TanStack query (a test can pass a plain object). */
export type QueryStateQuery<T> = Pick<
  UseQueryResult<T, Error>,
  'isPending' | 'isError' | 'error' | 'data' | 'refetch'
>;

export interface QueryStateProps<T> {
  query: QueryStateQuery<T>;
  /** "Could not load the locations"; a function when the title depends on the error (a 404). */
  errorTitle: ReactNode | ((error: Error) => ReactNode);
  /** The alert's text; the server's message by default. */
  errorMessage?: (error: Error) => ReactNode;
  /** Whether "Try again" is offered (not for a thing that does not exist); yes by default. */
  canRetry?: (error: Error) => boolean;
  /**
   * What a 404 says instead of the error texts ("Location not found"); no "Try again" then.
   * `variant: 'default'` where not finding it is news, not a failure.
   */
  notFound?: { title: ReactNode; message?: ReactNode; variant?: 'default' | 'destructive' };
  /** When the data counts as empty; `empty` is then shown in a dashed box. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown while loading; the page's spinner by default. */
  pending?: ReactNode;
  /** Wraps the loading, error and empty states (a page's container), not the data. */
  frame?: (state: ReactNode) => ReactNode;
  /** A destructive alert by default; 'default' for an error that is news, not a failure (a 404). */
  errorVariant?: (error: Error) => 'default' | 'destructive';
  /** An action inside the alert instead of or beside "Try again" ("Write it now"). */
  errorAction?: (error: Error) => ReactNode;
  /** Shown under the error alert (a way back). */
  errorExtra?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one async-state piece: loading, the load error with "Try again", the empty box, or the data.
 * Every page that reads a query shows its states through this, with its own texts.
 */
export function QueryState<T>({
  query,
  errorTitle,
  errorMessage,
  canRetry,
  notFound,
  isEmpty,
  empty,
  pending,
  frame = (state) => state,
  errorVariant,
  errorAction,
  errorExtra,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <>{frame(pending ?? <PageLoading />)}</>;
  if (query.isError) {
    // A Pick of the query loses the union that ties isError to error.
    const error = query.error as Error;
    const missing = notFound && isNotFound(error) ? notFound : null;
    const isRetryable = !missing && (canRetry ? canRetry(error) : true);
    const title = typeof errorTitle === 'function' ? errorTitle(error) : errorTitle;
    const message = errorMessage ? errorMessage(error) : error.message;
    return (
      <>
        {frame(
          <>
            <ErrorAlert
              title={missing ? missing.title : title}
              variant={missing?.variant ?? (errorVariant ? errorVariant(error) : 'destructive')}
              onRetry={isRetryable ? () => void query.refetch() : undefined}
            >
              <p>{missing && missing.message !== undefined ? missing.message : message}</p>
              {errorAction?.(error)}
            </ErrorAlert>
            {errorExtra}
          </>,
        )}
      </>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) {
    return <>{frame(<div className="rounded-lg border border-dashed p-8 text-center">{empty}</div>)}</>;
  }
  return <>{children(data)}</>;
}

/** A page's container for QueryState's states (the width of most pages). */
export function pageFrame(state: ReactNode) {
  return <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">{state}</div>;
}

/** The thing asked for does not exist (a 404): say so, and offer no "Try again". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** For `canRetry`: every load error but a 404. */
export function isRetryable(error: Error): boolean {
  return !isNotFound(error);
}

/**
 * The loading or load error of the record a page cannot draw without: `if (!q.isSuccess) return
 * <QueryGate query={q} … />`, then the page reads q.data. A 404 offers no "Try again".
 */
export function QueryGate<T>(props: Omit<QueryStateProps<T>, 'children' | 'canRetry'>) {
  return (
    <QueryState canRetry={isRetryable} {...props}>
      {() => null}
    </QueryState>
  );
}
