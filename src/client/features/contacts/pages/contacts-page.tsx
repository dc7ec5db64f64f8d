import { QueryState } from '@client/components/query-state';
import { buttonVariants } from '@client/components/ui/button';
import { useViewer } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { isAllowed, pageAccess } from '@shared/access';
import { paths } from '@shared/paths';
import { Pencil } from 'lucide-react';
import { useBoard } from '../api/contacts-api';
import { BoardMemberCard } from '../components/board-member-card';

export function ContactsPage() {
  usePageHead({
    description:
      'The board of {{club.name}}: who to write to about membership, leagues, events and the courts.',
  });
  const canEdit = isAllowed(pageAccess[paths.adminContacts], useViewer());
  const board = useBoard();

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-muted-foreground">
          The club is run by a volunteer board. Questions about membership, leagues, socials or anything else?
          Pick the right person below and write to them: your message is e-mailed to them and they reply to
          you directly.
        </p>
        {canEdit && (
          <Link to={paths.adminContacts} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Pencil aria-hidden="true" />
            Edit board contacts
          </Link>
        )}
      </div>

      <QueryState
        query={board}
        errorTitle="Could not load the board"
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="text-muted-foreground">
            The board members have not been listed yet. Please check back soon.
          </p>
        }
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.map((member) => (
              <li key={member.id}>
                <BoardMemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
