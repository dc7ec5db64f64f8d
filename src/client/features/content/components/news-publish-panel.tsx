import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/cn';
import { useNavigate } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import { type AdminNewsPost, newsStatusLabels } from '@shared/schemas/content';
import { CalendarClock, EyeOff, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
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
  const [scheduleAt, setScheduleAt] = useState(defaultScheduleValue);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const publish = usePublishNewsPost();
  const unpublish = useUnpublishNewsPost();
  const remove = useDeleteNewsPost();
  const pending = publish.isPending || unpublish.isPending || remove.isPending;
  const error = publish.error?.message ?? unpublish.error?.message ?? remove.error?.message ?? null;

  const open = (next: Action) => {
    publish.reset();
    unpublish.reset();
    remove.reset();
    if (next === 'schedule') {
      const when = new Date(scheduleAt);
      if (!scheduleAt || Number.isNaN(when.getTime())) {
        setScheduleError('Choose the date and time to publish.');
        return;
      }
      if (when.getTime() <= Date.now()) {
        setScheduleError('Choose a time in the future, or use “Publish now”.');
        return;
      }
    }
    setScheduleError(null);
    setAction(next);
  };

  const confirm = async () => {
    try {
      if (action === 'publish' || action === 'schedule') {
        const publishedAt = action === 'schedule' ? new Date(scheduleAt).toISOString() : undefined;
        const { post: saved } = await publish.mutateAsync({ id: post.id, publishedAt });
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
          <div className="flex flex-wrap items-end gap-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-when`}>Publish later at</Label>
              <Input
                id={`${id}-when`}
                type="datetime-local"
                value={scheduleAt}
                onChange={(e) => setScheduleAt(e.target.value)}
                aria-invalid={scheduleError ? true : undefined}
                aria-describedby={scheduleError ? `${id}-when-error` : undefined}
                className="w-auto"
              />
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={hasUnsavedChanges}
              onClick={() => open('schedule')}
            >
              <CalendarClock aria-hidden="true" />
              Schedule
            </Button>
          </div>
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
      {scheduleError ? (
        <p id={`${id}-when-error`} className="mt-2 text-destructive-text text-sm">
          {scheduleError}
        </p>
      ) : null}
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
