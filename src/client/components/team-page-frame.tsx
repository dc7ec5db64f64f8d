import { PageAccessGate } from '@client/components/page-access-gate';
import { pageFrame, QueryState, type QueryStateQuery } from '@client/components/query-state';
import { useParams } from '@client/lib/router/router';
import type { AccessRule } from '@shared/access';
import type { ReactNode } from 'react';

interface TeamPageFrameProps<T> {
  /** The page's access rule (pageAccess of its path pattern). */
  rule: AccessRule;
  /** The query of the record the page's :id names (a team, a match). */
  useRecord: (id: string) => QueryStateQuery<T>;
  /** "Could not load the roster". */
  errorTitle: string;
  /** Wraps the loading and error states; pageFrame by default. */
  frame?: (state: ReactNode) => ReactNode;
  /** The page once its record has loaded. */
  children: (data: T, id: string) => ReactNode;
}

/**
 * The frame of a team's pages (roster, schedule, availability, a match, its lineup and score):
 * the access gate, then the record of the :id in the address through QueryState.
 */
export function TeamPageFrame<T>({ rule, ...props }: TeamPageFrameProps<T>) {
  const { id = '' } = useParams();
  return (
    <PageAccessGate rule={rule}>
      <RecordQuery id={id} {...props} />
    </PageAccessGate>
  );
}

/** Reads the record only once the gate has let the viewer in (no request for a locked page). */
function RecordQuery<T>({
  id,
  useRecord,
  errorTitle,
  frame = pageFrame,
  children,
}: Omit<TeamPageFrameProps<T>, 'rule'> & { id: string }) {
  return (
    <QueryState query={useRecord(id)} errorTitle={errorTitle} frame={frame}>
      {(data) => children(data, id)}
    </QueryState>
  );
}
