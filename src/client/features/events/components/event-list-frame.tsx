import { QueryState } from '@client/components/query-state';
import { cn } from '@client/lib/cn';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';

interface EventLists<T> {
  upcoming: T[];
  past: T[];
}

interface EventListFrameProps<T extends { id: string }> {
  /** Above the lists: what this kind of event is. */
  intro: ReactNode;
  query: UseQueryResult<EventLists<T>>;
  /** "Could not load the social events". */
  errorTitle: string;
  upcomingEmpty: string;
  pastHeading: string;
  /** Grid columns of the cards, e.g. "lg:grid-cols-2"; `pastClassName` dims the past ones. */
  gridClassName: string;
  pastClassName?: string;
  card: (item: T) => ReactNode;
  /** Below the past ones ("Show older events"). */
  pastMore?: ReactNode;
}

/** The public list page of a registrable kind: upcoming first, then past ones. */
export function EventListFrame<T extends { id: string }>(props: EventListFrameProps<T>) {
  const { query } = props;
  const id = useId();
  const list = (items: T[], className?: string) => (
    <ul className={cn('grid gap-4', props.gridClassName, className)}>
      {items.map((item) => (
        <li key={item.id}>{props.card(item)}</li>
      ))}
    </ul>
  );
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      {props.intro}
      <QueryState query={query} errorTitle={props.errorTitle}>
        {(data) => (
          <>
            <section aria-labelledby={`${id}-upcoming`} className="space-y-4">
              <h2 id={`${id}-upcoming`} className="font-bold text-2xl">
                Upcoming
              </h2>
              {data.upcoming.length === 0 ? (
                <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                  {props.upcomingEmpty}
                </p>
              ) : (
                list(data.upcoming)
              )}
            </section>
            {data.past.length > 0 && (
              <section aria-labelledby={`${id}-past`} className="space-y-4">
                <h2 id={`${id}-past`} className="font-bold text-2xl">
                  {props.pastHeading}
                </h2>
                {list(data.past, props.pastClassName)}
                {props.pastMore}
              </section>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
