import { EmailBody } from '@client/components/email-body';
import { PageSection } from '@client/components/page-section';
import type { MessagePreview } from '@shared/schemas/club-messages';

/**
 * The e-mail as its first recipient gets it. Its HTML comes from the server's one safe Markdown
 * renderer (raw HTML escaped, unsafe links dropped) and escaped footer lines: safe to insert.
 */
export function MessagePreviewPanel({ preview }: { preview: MessagePreview }) {
  return (
    <PageSection id="message-preview-title" title="Preview" className="space-y-3 rounded-lg border p-4">
      <p className="text-muted-foreground text-sm">
        To {preview.audienceLabel}: {preview.recipientCount}{' '}
        {preview.recipientCount === 1 ? 'recipient' : 'recipients'}
        {preview.skippedCount > 0 ? ` (${preview.skippedCount} unsubscribed, left out)` : ''}.
      </p>
      <p>
        <span className="text-muted-foreground">Subject:</span> {preview.subject}
      </p>
      <EmailBody html={preview.html} />
      <details>
        <summary className="cursor-pointer text-sm">Plain-text version</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-sm">
          {preview.text}
        </pre>
      </details>
    </PageSection>
  );
}
