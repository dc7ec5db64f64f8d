import { useParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { useMessage } from '../api/club-messages-api';
import { MessagePageFrame } from '../components/message-page-frame';

/** /messages/:id: a message at its stable address, for its audience and its sender. */
export function MessagePage() {
  const { id = '' } = useParams();
  const message = useMessage(id);
  return <MessagePageFrame message={message} backTo={paths.messages} backLabel="Messages" noun="message" />;
}
