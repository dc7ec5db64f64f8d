import { TitleLink } from '@client/components/page-title-link';
import { QueryState } from '@client/components/query-state';
import { buttonVariants } from '@client/components/ui/button-variants';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import type { MessageSummary } from '@shared/schemas/club-messages';
import { PenLine } from 'lucide-react';
import { useMessageLists } from '../api/club-messages-api';

/** /messages: what the signed-in person sent (and scheduled), and what the club sent them. */
export function MessagesPage() {
  const lists = useMessageLists();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl">Messages</h1>
        <Link to={paths.messageNew} className={buttonVariants()}>
          <PenLine aria-hidden="true" />
          New message
        </Link>
      </div>
      <QueryState query={lists} errorTitle="Could not load your messages">
        {(data) => (
          <>
            <MessageList title="Sent by you" items={data.sent} empty="You have not sent a message yet." />
            <MessageList title="Sent to you" items={data.received} empty="No club messages to you yet." />
          </>
        )}
      </QueryState>
    </div>
  );
}

function MessageList({ title, items, empty }: { title: string; items: MessageSummary[]; empty: string }) {
  return (
    <section className="space-y-3">
      <h2 className="font-semibold text-lg">{title}</h2>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {items.map((m) => (
            <li key={m.id} className="p-3">
              <TitleLink to={paths.message(m.id)}>{m.subject}</TitleLink>
              <p className="text-muted-foreground text-sm">
                {m.audienceLabel} · {m.authorName} ·{' '}
                {m.status === 'sent' && m.sentAt
                  ? `${new Date(m.sentAt).toLocaleDateString()}, ${m.recipientCount} ${m.recipientCount === 1 ? 'recipient' : 'recipients'}`
                  : `scheduled for ${new Date(m.sendAt).toLocaleString()}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
