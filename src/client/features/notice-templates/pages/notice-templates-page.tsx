import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { EmailBody } from '@client/components/email-body';
import { PageSection } from '@client/components/page-section';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { describedBy, FormError, FormField, fieldOf, TextField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/textarea';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { type NoticeTemplateKey, noticeTemplateLimits } from '@shared/notice-templates';
import { paths } from '@shared/paths';
import {
  type NoticeTemplateChange,
  type NoticeTemplateDraft,
  type NoticeTemplatePreview,
  type NoticeTemplateView,
  noticeTemplateDraftSchema,
} from '@shared/schemas/notice-templates';
import { Eye, Pencil, RotateCcw, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useNoticeTemplates,
  usePreviewNoticeTemplate,
  useResetNoticeTemplate,
  useSaveNoticeTemplate,
} from '../api/notice-templates-api';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/notice-templates: the e-mails the site sends on its own (issue 22 §3), editable. */
export function NoticeTemplatesPage() {
  const templates = useNoticeTemplates();
  const [editing, setEditing] = useState<NoticeTemplateKey | null>(null);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6">
      <p className="text-muted-foreground">
        The e-mails the site sends by itself: receipts, confirmations, team and lineup notices. Edit the words
        here; the facts in {'{{…}}'} are filled in for each person. Members choose e-mail or push for the
        notices marked “their choice” (profile → Notifications). To write to a group yourself, use{' '}
        <Link to={paths.messageNew} className="text-link underline">
          a new message
        </Link>
        .
      </p>
      <QueryState query={templates} errorTitle="Could not load the notice templates">
        {(list) => (
          <>
            <ul className="space-y-4">
              {list.templates.map((template) => (
                <li key={template.key}>
                  <TemplateCard
                    template={template}
                    isEditing={editing === template.key}
                    onEdit={() => setEditing(template.key)}
                    onClose={() => setEditing(null)}
                  />
                </li>
              ))}
            </ul>
            <ChangeLog changes={list.changes} titles={new Map(list.templates.map((x) => [x.key, x.title]))} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function TemplateCard(props: {
  template: NoticeTemplateView;
  isEditing: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { template } = props;
  const headingId = `notice-${template.key}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-semibold text-lg">
            {template.title}
          </h2>
          <p className="text-muted-foreground text-sm">
            To: {template.recipient} ·{' '}
            {template.delivery === 'always'
              ? 'Always by e-mail (transactional)'
              : 'E-mail or push: their choice'}
          </p>
          <p className="text-muted-foreground text-sm">
            {template.isEdited && template.updatedAt
              ? `Edited by ${template.updatedByName ?? 'an admin'}, ${dateTime.format(new Date(template.updatedAt))}`
              : 'The default text'}
          </p>
        </div>
        {!props.isEditing && (
          <Button type="button" variant="outline" size="sm" onClick={props.onEdit}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {template.title}</span>
          </Button>
        )}
      </div>
      {props.isEditing ? (
        <TemplateEditor template={template} onClose={props.onClose} />
      ) : (
        <p className="text-sm">
          <span className="text-muted-foreground">Subject:</span> {template.subject}
        </p>
      )}
    </section>
  );
}

function TemplateEditor({ template, onClose }: { template: NoticeTemplateView; onClose: () => void }) {
  const id = useId();
  const preview = usePreviewNoticeTemplate();
  const save = useSaveNoticeTemplate();
  const reset = useResetNoticeTemplate();
  const [shown, setShown] = useState<NoticeTemplatePreview | null>(null);
  const [isConfirmingReset, setIsConfirmingReset] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const form = useForm<NoticeTemplateDraft>({
    resolver: zodResolver(noticeTemplateDraftSchema),
    defaultValues: { key: template.key, subject: template.subject, body: template.body },
  });
  const { errors } = form.formState;
  const bodyId = `${id}-body`;
  const bodyLength = form.watch('body')?.length ?? 0;

  const onPreview = form.handleSubmit((draft) =>
    submitWith(form, async () => setShown(await preview.mutateAsync(draft))),
  );
  const onSave = form.handleSubmit((draft) =>
    submitWith(form, async () => {
      await save.mutateAsync(draft);
      toast({ title: 'Template saved', description: `${template.title}: the next e-mails use your text.` });
      onClose();
    }),
  );
  const onReset = async () => {
    setResetError(null);
    try {
      await reset.mutateAsync(template.key);
      setIsConfirmingReset(false);
      toast({ title: 'Back to the default', description: `${template.title} uses the default text again.` });
      onClose();
    } catch (error) {
      setResetError(errorMessage(error));
    }
  };
  const isBusy = form.formState.isSubmitting || reset.isPending;

  return (
    <form noValidate onSubmit={onSave} className="space-y-4" aria-label={`Edit ${template.title}`}>
      <FormError title="Not saved" message={formErrorOf(form)} />
      <TextField
        label="Subject"
        maxLength={noticeTemplateLimits.subjectMax}
        {...fieldOf(form, 'subject', { onChange: () => setShown(null) })}
      />
      <FormField
        id={bodyId}
        label="Message"
        error={errors.body?.message}
        hint={
          <>
            Markdown: **bold**, *italic*, lists, [links](https://…). {bodyLength} /{' '}
            {noticeTemplateLimits.bodyMax} characters.
          </>
        }
      >
        <Textarea
          id={bodyId}
          rows={10}
          maxLength={noticeTemplateLimits.bodyMax}
          className="font-mono text-sm"
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy(bodyId, errors.body, true)}
          {...form.register('body', { onChange: () => setShown(null) })}
        />
      </FormField>
      <details className="rounded-md border p-3">
        <summary className="cursor-pointer text-sm">Placeholders you can use</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {template.placeholders.map((p) => (
            <div key={p.name} className="contents">
              <dt>
                <code className="break-all">{`{{${p.name}}}`}</code>
              </dt>
              <dd className="text-muted-foreground">
                {p.label} (e.g. {p.example})
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onPreview} disabled={isBusy}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        <Button type="submit" disabled={isBusy}>
          <Save aria-hidden="true" />
          Save
        </Button>
        {template.isEdited && (
          <Button
            type="button"
            variant="outline"
            onClick={() => setIsConfirmingReset(true)}
            disabled={isBusy}
          >
            <RotateCcw aria-hidden="true" />
            Reset to default
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
      </div>
      {shown && (
        <section aria-labelledby={`${id}-preview`} className="space-y-3 rounded-lg border p-4">
          <h3 id={`${id}-preview`} className="font-semibold">
            Preview, with example values
          </h3>
          <p>
            <span className="text-muted-foreground">Subject:</span> {shown.subject}
          </p>
          <EmailBody html={shown.html} />
        </section>
      )}
      <ConfirmDialog
        open={isConfirmingReset}
        onOpenChange={(open) => !open && setIsConfirmingReset(false)}
        title="Go back to the default text?"
        description="Your edit of this notice is replaced by the default text. The change log keeps what it said."
        confirmLabel="Reset to default"
        isDestructive
        isPending={reset.isPending}
        error={resetError}
        errorTitle="Not reset"
        onConfirm={onReset}
      />
    </form>
  );
}

function ChangeLog({ changes, titles }: { changes: NoticeTemplateChange[]; titles: Map<string, string> }) {
  return (
    <PageSection id="notice-template-changes" title="Recent changes" className="space-y-2">
      {changes.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No template has been edited yet: all use the default text.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border text-sm">
          {changes.map((c) => (
            <li key={c.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                {titles.get(c.key) ?? c.key}: {c.action === 'saved' ? 'edited' : 'reset to default'} by{' '}
                {c.byName}
              </span>
              <time dateTime={c.at} className="text-muted-foreground">
                {dateTime.format(new Date(c.at))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
