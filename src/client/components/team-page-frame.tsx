import { PageAccessGate } from '@client/components/page-access-gate';
import { pageFrame, QueryState, type QueryStateQuery } from '@client/components/query-state';
import { useParams } from '@client/lib/router/router';
import { type PagePattern, pageAccess } from '@shared/access';
import type { ComponentType, ReactNode } from 'react';

interface TeamPageDefinition<T> {
  /** The page's path pattern: its access rule is pageAccess of it. */
  path: PagePattern;
  /** The query of the record the page's :id names (a team, a match). */
  useRecord: (id: string) => QueryStateQuery<T>;
  /** "Could not load the roster". */
  errorTitle: string;
  /** Wraps the loading and error states; pageFrame by default. */
  frame?: (state: ReactNode) => ReactNode;
}

/**
 * A team's page (roster, schedule, availability, a match, its lineup and score): the access gate
 * of its path, then the record of the :id in the address through QueryState, then `render`.
 * `export const LineupPage = teamPage({ path, useRecord: useLineup, errorTitle }, (builder) => …)`.
 */
export function teamPage<T>(
  definition: TeamPageDefinition<T>,
  render: (data: T, id: string) => ReactNode,
): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module scope, as gatedPage
  function TeamPage() {
    return <TeamPageFrame {...definition} render={render} />;
  }
  return TeamPage;
}

type TeamPageFrameProps<T> = TeamPageDefinition<T> & { render: (data: T, id: string) => ReactNode };

function TeamPageFrame<T>({ path, ...props }: TeamPageFrameProps<T>) {
  const { id = '' } = useParams();
  return (
    <PageAccessGate rule={pageAccess[path]}>
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
  render,
}: Omit<TeamPageFrameProps<T>, 'path'> & { id: string }) {
  return (
    <QueryState query={useRecord(id)} errorTitle={errorTitle} frame={frame}>
      {(data) => render(data, id)}
    </QueryState>
  );
}
