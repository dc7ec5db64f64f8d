import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { FileUploadButton } from '@client/components/file-upload-button';
import { BackLink } from '@client/components/page-back-link';
import { QueryState } from '@client/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { describedBy, FormError, FormField, fieldOf, TextField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/textarea';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useNavigate, useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { messageLimits } from '@shared/club-messages';
import { paths } from '@shared/paths';
import {
  type AudienceOption,
  type MessageAttachment,
  type MessageDraft,
  type MessagePreview,
  messageDraftSchema,
} from '@shared/schemas/club-messages';
import { Eye, Paperclip, Send, TestTube2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useAudienceOptions,
  usePreviewMessage,
  useSendMessage,
  useTestMessage,
  useUploadAttachment,
} from '../api/club-messages-api';
import { MessagePreviewPanel } from '../components/message-preview-panel';

/** /messages/new: write to a team, an event's players, a league's captains, the members… */
export function ComposeMessagePage() {
  const audiences = useAudienceOptions();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.messages}>Messages</BackLink>
      <QueryState
        query={audiences}
        errorTitle="Could not load who you can write to"
        isEmpty={(list) => list.length === 0}
        empty={
          <p>
            There is nobody you can write to from here yet: captains write to their teams, organisers to their
            events' players, and the board to the members.
          </p>
        }
      >
        {(list) => <ComposeForm audiences={list} chosen={chosenIndex(list, params.get('to'))} />}
      </QueryState>
    </div>
  );
}

/**
 * The option a page's "Write to the team" / "Write to the players" chose (?to=team:<id>,
 * event:<id>, division:<id>): a team's roster, an event's or division's players; '' otherwise.
 */
function chosenIndex(audiences: AudienceOption[], to: string | null): string {
  const [kind, id] = (to ?? '').split(':');
  if (!id) return '';
  const index = audiences.findIndex(({ audience: a }) => {
    if (a.kind !== kind) return false;
    if (a.kind === 'team') return a.teamId === id && a.who === 'roster';
    if (a.kind === 'event') return a.eventId === id && a.who === 'both';
    if (a.kind === 'division') return a.divisionId === id && a.who === 'both';
    return false;
  });
  return index < 0 ? '' : String(index);
}

interface FormValues {
  audienceIndex: string;
  subject: string;
  body: string;
  sendAt: string;
}

function ComposeForm({ audiences, chosen }: { audiences: AudienceOption[]; chosen: string }) {
  const id = useId();
  const navigate = useNavigate();
  const preview = usePreviewMessage();
  const test = useTestMessage();
  const send = useSendMessage();
  const [shown, setShown] = useState<MessagePreview | null>(null);
  const [confirming, setConfirming] = useState<MessagePreview | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    defaultValues: { audienceIndex: chosen, subject: '', body: '', sendAt: '' },
  });
  const [attachments, setAttachments] = useState<MessageAttachment[]>([]);
  const uploadAttachment = useUploadAttachment();
  const { errors } = form.formState;
  const draftOf = (values: FormValues): MessageDraft | null => {
    const option = audiences[Number(values.audienceIndex)];
    const parsed = messageDraftSchema.safeParse({
      audience: values.audienceIndex === '' ? undefined : option?.audience,
      subject: values.subject,
      body: values.body,
      attachmentIds: attachments.map((a) => a.id),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'audience' ? 'audienceIndex' : (issue.path[0] as keyof FormValues);
      form.setError(field, { type: 'validate', message: issue.message }, { shouldFocus: true });
    }
    return null;
  };
  const run = (action: (draft: MessageDraft, values: FormValues) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      const draft = draftOf(values);
      if (!draft) return;
      await submitWith(form, () => action(draft, values), { renamed: { 'audience.kind': 'audienceIndex' } });
    });

  const onPreview = run(async (draft) => setShown(await preview.mutateAsync(draft)));
  const onTest = run(async (draft) => {
    const { sentTo } = await test.mutateAsync(draft);
    toast({ title: 'Test sent', description: `A test copy is on its way to ${sentTo}.` });
  });
  const onAskSend = run(async (draft) => {
    setSendError(null);
    setConfirming(await preview.mutateAsync(draft));
  });
  const onSend = async () => {
    const values = form.getValues();
    const draft = draftOf(values);
    if (!draft || !confirming) return;
    try {
      const sent = await send.mutateAsync({
        ...draft,
        sendAt: values.sendAt ? new Date(values.sendAt).toISOString() : undefined,
        confirmedRecipients: confirming.recipientCount,
      });
      setConfirming(null);
      toast({
        title: sent.status === 'sent' ? 'Message sent' : 'Message scheduled',
        description:
          sent.status === 'sent'
            ? `Queued for ${sent.recipientCount} ${sent.recipientCount === 1 ? 'person' : 'people'}.`
            : `It goes on ${new Date(sent.sendAt).toLocaleString()}.`,
      });
      navigate(paths.message(sent.id));
    } catch (error) {
      setSendError(errorMessage(error));
    }
  };
  const isBusy = form.formState.isSubmitting || send.isPending;
  const groups = [...new Set(audiences.map((a) => a.group))];
  const audienceId = `${id}-audience`;
  const bodyLength = form.watch('body')?.length ?? 0;
  const formError = formErrorOf(form);

  return (
    <form noValidate onSubmit={onAskSend} className="space-y-5" aria-label="New message">
      <FormError title="Not done" message={formError} />
      <FormField id={audienceId} label="To" error={errors.audienceIndex?.message} isErrorAnnounced>
        <select
          id={audienceId}
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
          aria-invalid={errors.audienceIndex ? true : undefined}
          aria-describedby={describedBy(audienceId, errors.audienceIndex)}
          {...form.register('audienceIndex', { onChange: () => setShown(null) })}
        >
          <option value="">Choose who it is for…</option>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {audiences.map((a, i) =>
                a.group === group ? (
                  <option key={a.label} value={String(i)}>
                    {a.label}
                  </option>
                ) : null,
              )}
            </optgroup>
          ))}
        </select>
      </FormField>
      <TextField label="Subject" maxLength={messageLimits.subjectMax} {...fieldOf(form, 'subject')} />
      <FormField
        id={`${id}-body`}
        label="Message"
        error={errors.body?.message}
        hint={
          <>
            Markdown: **bold**, *italic*, lists, [links](https://…). Club details: {'{{club.name}}'},{' '}
            {'{{club.email}}'}, {'{{club.phone}}'}. {bodyLength} / {messageLimits.bodyMax} characters.
          </>
        }
      >
        <Textarea
          id={`${id}-body`}
          rows={10}
          maxLength={messageLimits.bodyMax}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy(`${id}-body`, errors.body, true)}
          {...form.register('body')}
        />
      </FormField>
      <Attachments
        attachments={attachments}
        onRemove={(id) => setAttachments((list) => list.filter((a) => a.id !== id))}
        upload={async (file) => {
          const stored = await uploadAttachment.mutateAsync(file);
          setAttachments((list) => [...list, stored]);
          return stored.id;
        }}
      />
      <TextField
        label="Send later"
        type="datetime-local"
        hint="Leave empty to send now. The group is worked out when the message goes."
        {...form.register('sendAt')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onPreview} disabled={isBusy}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        <Button type="button" variant="outline" onClick={onTest} disabled={isBusy}>
          <TestTube2 aria-hidden="true" />
          Send me a test
        </Button>
        <Button type="submit" disabled={isBusy}>
          <Send aria-hidden="true" />
          Send…
        </Button>
      </div>
      {shown && <MessagePreviewPanel preview={shown} />}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        role="dialog"
        isDestructive={false}
        title={form.getValues('sendAt') ? 'Schedule this message?' : 'Send this message?'}
        description={
          confirming ? (
            <>
              <p>
                “{confirming.subject}” to {confirming.audienceLabel}:{' '}
                <strong>
                  {confirming.recipientCount} {confirming.recipientCount === 1 ? 'recipient' : 'recipients'}
                </strong>
                .
              </p>
              {confirming.skippedCount > 0 && (
                <p>{confirming.skippedCount} more left this kind of e-mail and will not get it.</p>
              )}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={
          confirming
            ? `Send to ${confirming.recipientCount} ${confirming.recipientCount === 1 ? 'recipient' : 'recipients'}`
            : 'Send'
        }
        isPending={send.isPending}
        error={sendError}
        errorTitle="Not sent"
        onConfirm={onSend}
      />
      {confirming?.recipientCount === 0 && (
        <Alert>
          <AlertTitle>Nobody to send to</AlertTitle>
          <AlertDescription>
            <p>This group has no address that takes this kind of e-mail right now.</p>
          </AlertDescription>
        </Alert>
      )}
    </form>
  );
}

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The files going with the message: uploaded one by one, removable until it is sent. */
function Attachments({
  attachments,
  onRemove,
  upload,
}: {
  attachments: MessageAttachment[];
  onRemove: (id: string) => void;
  upload: (file: File) => Promise<string>;
}) {
  const maxMb = messageLimits.attachmentMaxBytes / 1024 / 1024;
  const totalMb = messageLimits.attachmentsTotalMaxBytes / 1024 / 1024;
  const isFull = attachments.length >= messageLimits.attachmentsMax;
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm">Attachments</legend>
      <p className="text-muted-foreground text-xs">
        PDF, JPEG, PNG or WebP: up to {messageLimits.attachmentsMax} files, {maxMb} MB each, {totalMb} MB
        together. Recipients get them with the e-mail and on the message's page.
      </p>
      {attachments.length > 0 && (
        <ul className="divide-y rounded-md border" aria-label="Attached files">
          {attachments.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{a.name}</span>
                <span className="text-muted-foreground text-xs">{sizeText(a.size)}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${a.name}`}
                onClick={() => onRemove(a.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {isFull ? (
        <p className="text-sm">That is the most files one message takes.</p>
      ) : (
        <FileUploadButton
          label="a file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          maxBytes={messageLimits.attachmentMaxBytes}
          tooLargeMessage={`The file is larger than ${maxMb} MB. Please choose a smaller one.`}
          upload={upload}
          onUploaded={() => undefined}
        />
      )}
    </fieldset>
  );
}
