import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import type { QueryStateQuery } from '@client/components/query-state';
import type { ReactNode } from 'react';

interface LinkPageProps<T> {
  /** The link's ?token= ('' when the address lost it). */
  token: string;
  /** The read of what the token names. */
  query: QueryStateQuery<T>;
  /** "We could not open this invitation". */
  problemTitle: string;
  /** What a link without its token says ("… use the link from your latest e-mail."). */
  incomplete: string;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * A page opened from an e-mail's signed link (?token=…): the token's read, or why it could not
 * be opened (no "Try again": a bad or expired token stays so). Opening it changes nothing (mail
 * scanners open every link); the page's own button POSTs.
 */
export function LinkPage<T>({
  token,
  query,
  problemTitle,
  incomplete,
  className = 'mx-auto max-w-lg space-y-4 px-4 py-6 sm:px-6',
  children,
}: LinkPageProps<T>) {
  let body: ReactNode;
  if (!token) body = <LinkProblem title={problemTitle} message={incomplete} />;
  else if (query.isPending) body = <PageLoading />;
  else if (query.isError)
    body = <LinkProblem title={problemTitle} message={(query.error as Error).message} />;
  else body = children(query.data as T);
  return <div className={className}>{body}</div>;
}

/** Why a link's page could not do what it was opened for. */
export function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <ErrorAlert title={title}>
      <p>{message}</p>
    </ErrorAlert>
  );
}
