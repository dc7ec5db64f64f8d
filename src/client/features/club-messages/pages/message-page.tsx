import { BackLink } from '@client/components/page-back-link';
import { isNotFound, isRetryable, QueryState } from '@client/components/query-state';
import { useParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { useMessage } from '../api/club-messages-api';
import { MessageView } from '../components/message-view';

/** /messages/:id: a message at its stable address, for its audience and its sender. */
export function MessagePage() {
  const { id = '' } = useParams();
  const message = useMessage(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.messages}>Messages</BackLink>
      <QueryState
        query={message}
        errorTitle={(error) => (isNotFound(error) ? 'Message not found' : 'Could not load the message')}
        canRetry={isRetryable}
      >
        {(detail) => <MessageView detail={detail} />}
      </QueryState>
    </div>
  );
}
