import { CardGridPage } from '@client/components/page-card-grid';
import { usePageHead } from '@client/lib/page-head';
import { paths } from '@shared/paths';
import { useBoard } from '../api/contacts-api';
import { BoardMemberCard } from '../components/board-member-card';

export function ContactsPage() {
  usePageHead({
    description:
      'The board of {{club.name}}: who to write to about membership, leagues, events and the courts.',
  });
  return (
    <CardGridPage
      intro="The club is run by a volunteer board. Questions about membership, leagues, socials or anything else? Pick the right person below and write to them: your message is e-mailed to them and they reply to you directly."
      edit={{ path: paths.adminContacts, label: 'Edit board contacts' }}
      query={useBoard()}
      errorTitle="Could not load the board"
      empty="The board members have not been listed yet. Please check back soon."
    >
      {(member) => <BoardMemberCard member={member} />}
    </CardGridPage>
  );
}
