import { BackLink } from '@client/components/page-back-link';
import { QueryState } from '@client/components/query-state';
import type { MessageDetail } from '@shared/schemas/club-messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { MessageView } from './message-view';

/** A message at its own address (a club message, a newsletter issue): back to its list, then it. */
export function MessagePageFrame({
  message,
  backTo,
  backLabel,
  noun,
}: {
  message: UseQueryResult<MessageDetail>;
  backTo: string;
  backLabel: string;
  /** "issue": "Issue not found", "Could not load the issue". */
  noun: string;
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={backTo}>{backLabel}</BackLink>
      <QueryState
        query={message}
        errorTitle={`Could not load the ${noun}`}
        notFound={{ title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found` }}
      >
        {(detail) => <MessageView detail={detail} />}
      </QueryState>
    </div>
  );
}
