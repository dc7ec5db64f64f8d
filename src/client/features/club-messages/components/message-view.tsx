import { ListCell, ListTable } from '@client/components/admin-list/list-table';
import { ColumnHeaders } from '@client/components/column-headers';
import { Markdown } from '@client/components/markdown';
import { PageSection } from '@client/components/page-section';
import { clubMessagesApi } from '@shared/api/club-messages';
import { pathOf } from '@shared/api/define';
import { type DeliveryState, deliveryStateLabels, deliveryStates } from '@shared/club-messages';
import type { MessageDetail } from '@shared/schemas/club-messages';
import { Paperclip } from 'lucide-react';

function when(detail: MessageDetail): string {
  if (detail.status === 'sent' && detail.sentAt) return `Sent ${new Date(detail.sentAt).toLocaleString()}`;
  return `Scheduled for ${new Date(detail.sendAt).toLocaleString()}`;
}

/** A sent (or scheduled) message as its audience reads it; its sender also sees the delivery. */
export function MessageView({ detail }: { detail: MessageDetail }) {
  return (
    <article className="space-y-6">
      <header className="space-y-1">
        <h1 className="font-bold text-2xl">{detail.subject}</h1>
        <p className="text-muted-foreground text-sm">
          From {detail.authorName} to {detail.audienceLabel} · {when(detail)}
        </p>
      </header>
      <Markdown source={detail.body} />
      {detail.attachments.length > 0 && <Attachments detail={detail} />}
      {detail.delivery && <Delivery delivery={detail.delivery} />}
    </article>
  );
}

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The message's files: served to its readers only (the same check as the message). */
function Attachments({ detail }: { detail: MessageDetail }) {
  return (
    <PageSection id="attachments-title" title="Attachments" className="space-y-2">
      <ul className="space-y-1">
        {detail.attachments.map((a) => (
          <li key={a.id}>
            <a
              className="inline-flex items-center gap-2 text-link underline-offset-4 hover:underline"
              href={pathOf(clubMessagesApi.attachment.path, { id: detail.id, attachmentId: a.id })}
              target="_blank"
              rel="noopener"
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0" />
              {a.name}
            </a>{' '}
            <span className="text-muted-foreground text-xs">
              ({a.contentType === 'application/pdf' ? 'PDF' : 'image'}, {sizeText(a.size)})
            </span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

const stateTone: Record<DeliveryState, string> = {
  queued: 'text-muted-foreground',
  sent: '',
  failed: 'text-destructive-text font-medium',
  bounced: 'text-destructive-text font-medium',
  skipped: 'text-muted-foreground',
};

function Delivery({ delivery }: { delivery: NonNullable<MessageDetail['delivery']> }) {
  return (
    <PageSection id="delivery-title" title="Delivery" className="space-y-3 border-t pt-6">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Delivery totals">
        {deliveryStates
          .filter((s) => delivery.counts[s] > 0)
          .map((s) => (
            <li key={s}>
              {deliveryStateLabels[s]}: <strong>{delivery.counts[s]}</strong>
            </li>
          ))}
      </ul>
      {delivery.recipients.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nobody yet: the message has not gone out.</p>
      ) : (
        <ListTable
          caption="Each recipient's delivery"
          head={<ColumnHeaders columns={['Recipient', 'State']} />}
        >
          {delivery.recipients.map((r) => (
            <tr key={r.email} className="border-t align-top">
              <ListCell>
                <div className="font-medium">{r.name || r.email}</div>
                {r.name && <div className="text-muted-foreground text-xs">{r.email}</div>}
              </ListCell>
              <ListCell label="State" className={stateTone[r.state]}>
                {deliveryStateLabels[r.state]}
                {r.error && <div className="text-xs">{r.error}</div>}
              </ListCell>
            </tr>
          ))}
        </ListTable>
      )}
    </PageSection>
  );
}
