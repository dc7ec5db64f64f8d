import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { fieldOf, TextField } from '@client/components/ui/form-field';
import { submitWith } from '@client/lib/apply-server-errors';
import { cn } from '@client/lib/cn';
import { preparedResolver } from '@client/lib/prepared-resolver';
import { useNavigate } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import { type AdminNewsPost, newsStatusLabels, publishNewsPostSchema } from '@shared/schemas/content';
import { CalendarClock, EyeOff, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDeleteNewsPost, usePublishNewsPost, useUnpublishNewsPost } from '../api/content-api';
import { formatDateTime } from '../format';

type Action = 'publish' | 'schedule' | 'unpublish' | 'delete';

const statusClass: Record<AdminNewsPost['status'], string> = {
  draft: 'bg-muted text-muted-foreground',
  scheduled: 'bg-secondary text-secondary-foreground',
  published: 'bg-primary text-primary-foreground',
};

/** A datetime-local value ("2026-06-01T09:00") in the browser's time zone, an hour from now. */
function defaultScheduleValue(): string {
  const d = new Date(Date.now() + 60 * 60 * 1000);
  d.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The typed local time as the API's ISO instant; undefined when blank or not a date. */
function toInstant(local: string): string | undefined {
  const when = new Date(local);
  return local && !Number.isNaN(when.getTime()) ? when.toISOString() : undefined;
}

interface ScheduleValues {
  publishedAt: string;
}

// The API's schema, plus what only scheduling needs: a time is required and lies ahead.
const scheduleResolver = preparedResolver(
  publishNewsPostSchema.superRefine((value, ctx) => {
    if (!value.publishedAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['publishedAt'],
        message: 'Choose the date and time to publish.',
      });
    } else if (Date.parse(value.publishedAt) <= Date.now()) {
      ctx.addIssue({
        code: 'custom',
        path: ['publishedAt'],
        message: 'Choose a time in the future, or use “Publish now”.',
      });
    }
  }),
  (values: ScheduleValues) => ({ publishedAt: toInstant(values.publishedAt) }),
);

interface NewsPublishPanelProps {
  post: AdminNewsPost;
  hasUnsavedChanges: boolean;
  onChanged: (post: AdminNewsPost) => void;
}

/** Status of a post and the actions that change it: publish now or later, unpublish, delete. */
export function NewsPublishPanel({ post, hasUnsavedChanges, onChanged }: NewsPublishPanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const [action, setAction] = useState<Action | null>(null);
  const form = useForm<ScheduleValues, unknown, { publishedAt?: string }>({
    resolver: scheduleResolver,
    defaultValues: { publishedAt: defaultScheduleValue() },
  });
  const scheduleAt = form.watch('publishedAt');
  const publish = usePublishNewsPost();
  const unpublish = useUnpublishNewsPost();
  const remove = useDeleteNewsPost();
  const pending = publish.isPending || unpublish.isPending || remove.isPending;
  const error = publish.error?.message ?? unpublish.error?.message ?? remove.error?.message ?? null;

  const open = (next: Action) => {
    publish.reset();
    unpublish.reset();
    remove.reset();
    form.clearErrors();
    setAction(next);
  };

  const schedule = async () => {
    const isSaved = await submitWith(form, async () => {
      const { post: saved } = await publish.mutateAsync({ id: post.id, publishedAt: toInstant(scheduleAt) });
      onChanged(saved);
      toast({
        title: 'Post scheduled',
        description: `It appears on the news page on ${formatDateTime(saved.publishedAt!)}.`,
      });
    });
    // A message about the time belongs under the field: close the dialog so it shows.
    if (isSaved || form.getFieldState('publishedAt').error) {
      if (!isSaved) publish.reset();
      setAction(null);
    }
  };

  const confirm = async () => {
    if (action === 'schedule') return schedule();
    try {
      if (action === 'publish') {
        const { post: saved } = await publish.mutateAsync({ id: post.id });
        onChanged(saved);
        toast({
          title: saved.status === 'scheduled' ? 'Post scheduled' : 'Post published',
          description:
            saved.status === 'scheduled'
              ? `It appears on the news page on ${formatDateTime(saved.publishedAt!)}.`
              : 'It is now on the news page and the home page.',
        });
      } else if (action === 'unpublish') {
        const { post: saved } = await unpublish.mutateAsync(post.id);
        onChanged(saved);
        toast({ title: 'Post unpublished', description: 'It is a draft again and no longer public.' });
      } else if (action === 'delete') {
        await remove.mutateAsync(post.id);
        toast({ title: 'Post deleted', description: `“${post.title}” and its history were deleted.` });
        navigate(`${paths.adminContent}?tab=news`, { replace: true });
        return;
      }
      setAction(null);
    } catch {
      // The dialog shows the mutation's error and stays open.
    }
  };

  const dialog: Record<Action, { title: string; text: string; label: string }> = {
    publish: {
      title: `Publish “${post.title}”?`,
      text: 'It appears on the news page and the home page right away.',
      label: 'Publish now',
    },
    schedule: {
      title: `Schedule “${post.title}”?`,
      text: `It will appear on the news page on ${scheduleAt ? formatDateTime(new Date(scheduleAt).toISOString()) : '…'}. Until then only admins can see it.`,
      label: 'Schedule',
    },
    unpublish: {
      title: `Unpublish “${post.title}”?`,
      text: 'It disappears from the news page and the home page and becomes a draft again. Its text and history are kept.',
      label: 'Unpublish',
    },
    delete: {
      title: `Delete “${post.title}”?`,
      text: 'The post and all its saved versions are deleted for good. To only hide it, unpublish it instead.',
      label: 'Delete post',
    },
  };

  return (
    <section aria-labelledby={`${id}-status`} className="rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-status`} className="font-semibold">
          Status
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 font-semibold text-xs', statusClass[post.status])}>
          {newsStatusLabels[post.status]}
        </span>
        <p className="text-muted-foreground text-sm">
          {post.status === 'draft'
            ? 'Only admins can see drafts.'
            : post.status === 'scheduled'
              ? `Appears on ${formatDateTime(post.publishedAt!)}.`
              : `Published ${formatDateTime(post.publishedAt!)}.`}
        </p>
      </div>
      {hasUnsavedChanges ? (
        <p className="mt-2 text-sm text-destructive-text">Save your changes before publishing.</p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {post.status !== 'published' ? (
          <Button type="button" disabled={hasUnsavedChanges} onClick={() => open('publish')}>
            <Send aria-hidden="true" />
            Publish now
          </Button>
        ) : null}
        {post.status !== 'published' ? (
          <form
            noValidate
            className="flex flex-wrap items-end gap-2"
            onSubmit={form.handleSubmit(() => open('schedule'))}
          >
            <TextField
              label="Publish later at"
              type="datetime-local"
              className="w-auto"
              {...fieldOf(form, 'publishedAt')}
            />
            <Button type="submit" variant="outline" disabled={hasUnsavedChanges}>
              <CalendarClock aria-hidden="true" />
              Schedule
            </Button>
          </form>
        ) : null}
        {post.status !== 'draft' ? (
          <Button type="button" variant="outline" onClick={() => open('unpublish')}>
            <EyeOff aria-hidden="true" />
            Unpublish
          </Button>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          className="text-destructive-text"
          onClick={() => open('delete')}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        role="dialog"
        errorTitle={null}
        open={action !== null}
        onOpenChange={(isOpen) => !isOpen && setAction(null)}
        title={action ? dialog[action].title : ''}
        description={action ? dialog[action].text : ''}
        confirmLabel={action ? dialog[action].label : ''}
        isDestructive={action === 'delete' || action === 'unpublish'}
        isPending={pending}
        error={error}
        onConfirm={confirm}
      />
    </section>
  );
}
