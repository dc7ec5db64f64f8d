import { QueryState } from '@client/components/query-state';
import { buttonVariants } from '@client/components/ui/button';
import { useViewer } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { isAllowed, pageAccess } from '@shared/access';
import { paths } from '@shared/paths';
import { Pencil } from 'lucide-react';
import { useCourts } from '../api/courts-api';
import { CourtCard } from '../components/court-card';

export function CourtsPage() {
  usePageHead({
    description:
      'Where {{club.name}} plays: court locations with addresses, directions, number of courts, surface and lights.',
  });
  const canEdit = isAllowed(pageAccess[paths.adminCourts], useViewer());
  const courts = useCourts();

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-muted-foreground">
          We play at public parks around town and at an indoor/outdoor tennis centre. Each location below says
          how many courts there are, whether they have lights, and how to get on them. The map links open in a
          new tab.
        </p>
        {canEdit && (
          <Link to={paths.adminCourts} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Pencil aria-hidden="true" />
            Edit court locations
          </Link>
        )}
      </div>

      <QueryState
        query={courts}
        errorTitle="Could not load the court locations"
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-muted-foreground">
            No court locations have been published yet. Please check back soon.
          </p>
        }
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((court) => (
              <li key={court.id}>
                <CourtCard court={court} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
