import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/cn';
import { isWallTime } from '@shared/club-time';
import type { EventStatus } from '@shared/schemas/events';
import { eventStatusLabels } from '@shared/schemas/events';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

const statusStyles: Record<EventStatus, string> = {
  draft: 'bg-muted text-muted-foreground',
  published: 'bg-ball text-ball-foreground',
  cancelled: 'bg-destructive text-destructive-foreground',
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs', statusStyles[status])}
    >
      {eventStatusLabels[status]}
    </span>
  );
}

function ErrorNote({ error }: { error?: string | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>Not done</AlertTitle>
      <AlertDescription>
        <p>{error}</p>
      </AlertDescription>
    </Alert>
  );
}

/** "Cancel this event?" with an optional note for the e-mail everyone registered gets. */
export function CancelEventDialog({
  open,
  onOpenChange,
  title,
  registeredCount,
  isPending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  registeredCount: number;
  isPending: boolean;
  error?: string | null;
  onConfirm: (message: string) => void;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (open) setMessage('');
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Cancel {title}?</DialogTitle>
          <DialogDescription>
            {registeredCount > 0
              ? `All ${registeredCount} registered ${registeredCount === 1 ? 'player is' : 'players are'} cancelled and e-mailed. This cannot be undone.`
              : 'Nobody has signed up yet. The event stays listed as cancelled. This cannot be undone.'}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-message`}>Message for the e-mail (optional)</Label>
          <Textarea
            id={`${id}-message`}
            rows={3}
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="e.g. The courts are closed for resurfacing. Sorry!"
          />
        </div>
        <ErrorNote error={error} />
        <DialogFooter>
          <Button type="button" variant="outline" disabled={isPending} onClick={() => onOpenChange(false)}>
            Keep the event
          </Button>
          <Button type="button" variant="destructive" disabled={isPending} onClick={() => onConfirm(message)}>
            {isPending ? 'Cancelling...' : 'Cancel event and notify'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Duplicate a recurring social: asks only for the new start. */
export interface NewStartWords {
  title: string;
  description: string;
  submit: string;
  pending: string;
}

const duplicateWords: NewStartWords = {
  title: 'Duplicate',
  description:
    'A copy is made as a draft with the same details, length and sign-up deadline, starting at the time you choose. Nobody is copied over.',
  submit: 'Make the copy',
  pending: 'Duplicating...',
};

export function DuplicateEventDialog({
  open,
  onOpenChange,
  title,
  suggestedStart,
  timeZone,
  isPending,
  error,
  onConfirm,
  words = duplicateWords,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the dialog does: a copy (the default), or moving a session of a series. */
  words?: NewStartWords;
  suggestedStart: string;
  timeZone: string;
  isPending: boolean;
  error?: string | null;
  onConfirm: (startsAt: string) => void;
}) {
  const id = useId();
  const [startsAt, setStartsAt] = useState(suggestedStart);
  const [isInvalid, setIsInvalid] = useState(false);
  useEffect(() => {
    if (open) {
      setStartsAt(suggestedStart);
      setIsInvalid(false);
    }
  }, [open, suggestedStart]);
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!isWallTime(startsAt)) {
              setIsInvalid(true);
              return;
            }
            onConfirm(startsAt);
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {words.title} {title}
            </DialogTitle>
            <DialogDescription>{words.description}</DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-start`}>New start (club time, {timeZone})</Label>
            <Input
              id={`${id}-start`}
              type="datetime-local"
              value={startsAt}
              aria-invalid={isInvalid}
              aria-describedby={isInvalid ? `${id}-start-error` : undefined}
              onChange={(e) => setStartsAt(e.target.value)}
            />
            {isInvalid && (
              <p id={`${id}-start-error`} className="text-destructive-text text-sm">
                Enter the new start date and time.
              </p>
            )}
          </div>
          <ErrorNote error={error} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? words.pending : words.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
