import { isNotFound, isRetryable, QueryState } from '@client/components/query-state';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { ArrowLeft } from 'lucide-react';
import { useMessage } from '../api/club-messages-api';
import { MessageView } from '../components/message-view';

/** /messages/:id: a message at its stable address, for its audience and its sender. */
export function MessagePage() {
  const { id = '' } = useParams();
  const message = useMessage(id);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={paths.messages} className="inline-flex items-center gap-1 text-link text-sm underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Messages
      </Link>
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
