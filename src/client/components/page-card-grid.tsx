import { QueryState, type QueryStateQuery } from '@client/components/query-state';
import { buttonVariants } from '@client/components/ui/button';
import { useViewer } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { isAllowed, type PagePattern, pageAccess } from '@shared/access';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';

interface CardGridPageProps<T extends { id: string }> {
  /** The paragraph that says what the page lists. */
  intro: ReactNode;
  /** The admin page that edits the list, and its link's text; offered to those who may open it. */
  edit: { path: PagePattern; label: string };
  query: QueryStateQuery<T[]>;
  /** "Could not load the board". */
  errorTitle: string;
  /** Said when nothing has been published yet. */
  empty: string;
  /** One item's card. */
  children: (item: T) => ReactNode;
}

/** A public page that shows a published list as a grid of cards (court locations, the board). */
export function CardGridPage<T extends { id: string }>({
  intro,
  edit,
  query,
  errorTitle,
  empty,
  children,
}: CardGridPageProps<T>) {
  const canEdit = isAllowed(pageAccess[edit.path], useViewer());
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-muted-foreground">{intro}</p>
        {canEdit && (
          <Link to={edit.path} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Pencil aria-hidden="true" />
            {edit.label}
          </Link>
        )}
      </div>

      <QueryState
        query={query}
        errorTitle={errorTitle}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-muted-foreground">{empty}</p>}
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((item) => (
              <li key={item.id}>{children(item)}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
