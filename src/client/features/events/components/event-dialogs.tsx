import { FormDialog } from '@client/components/form-dialog';
import { fieldOf, TextareaField, TextField } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CancelEventInput, EventStatus } from '@shared/schemas/events';
import { cancelEventSchema, eventStatusLabels } from '@shared/schemas/events';
import { type MoveTournamentSessionInput, moveTournamentSessionSchema } from '@shared/schemas/events-series';
import { type DuplicateSocialEventInput, duplicateSocialEventSchema } from '@shared/schemas/events-socials';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useDialogForm } from './use-dialog-form';

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

/** "Cancel this event?" with an optional note for the e-mail everyone registered gets. */
export function CancelEventDialog({
  open,
  onOpenChange,
  title,
  registeredCount,
  isPending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  registeredCount: number;
  isPending: boolean;
  /** Cancels the event; rejects with the server's error, shown in the dialog. */
  onConfirm: (input: CancelEventInput) => Promise<unknown>;
}) {
  const form = useDialogForm(zodResolver(cancelEventSchema), { message: '' }, open);
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      role="alertdialog"
      title={`Cancel ${title}?`}
      description={
        registeredCount > 0
          ? `All ${registeredCount} registered ${registeredCount === 1 ? 'player is' : 'players are'} cancelled and e-mailed. This cannot be undone.`
          : 'Nobody has signed up yet. The event stays listed as cancelled. This cannot be undone.'
      }
      form={form}
      onSave={onConfirm}
      isPending={isPending}
      submitLabel="Cancel event and notify"
      pendingLabel="Cancelling..."
      submitVariant="destructive"
      cancelLabel="Keep the event"
    >
      <TextareaField
        label="Message for the e-mail (optional)"
        rows={3}
        maxLength={2000}
        placeholder="e.g. The courts are closed for resurfacing. Sorry!"
        {...fieldOf(form, 'message')}
      />
    </FormDialog>
  );
}

/** What the new-start dialog says: a copy (the default), or moving a session of a series. */
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

interface NewStartFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  words: NewStartWords;
  isPending: boolean;
}

/** The dialog around a form that asks only for a new start (a date and time, or a date). */
function NewStartFrame<T extends FieldValues>({
  open,
  onOpenChange,
  title,
  words,
  isPending,
  form,
  onConfirm,
  children,
}: NewStartFrameProps & {
  form: UseFormReturn<T>;
  onConfirm: (input: T) => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={`${words.title} ${title}`}
      description={words.description}
      form={form}
      onSave={onConfirm}
      isPending={isPending}
      submitLabel={words.submit}
      pendingLabel={words.pending}
    >
      {children}
    </FormDialog>
  );
}

/** Duplicate a recurring social (or move a session of a series): asks only for the new start. */
export function DuplicateEventDialog({
  suggestedStart,
  timeZone,
  onConfirm,
  words = duplicateWords,
  ...frame
}: Omit<NewStartFrameProps, 'words'> & {
  /** What the dialog does: a copy (the default), or moving a session of a series. */
  words?: NewStartWords;
  suggestedStart: string;
  timeZone: string;
  /** Makes the copy; rejects with the server's error, shown in the dialog. */
  onConfirm: (input: DuplicateSocialEventInput) => Promise<unknown>;
}) {
  const form = useDialogForm(
    zodResolver(duplicateSocialEventSchema),
    { startsAt: suggestedStart },
    frame.open,
  );
  return (
    <NewStartFrame {...frame} words={words} form={form} onConfirm={onConfirm}>
      <TextField
        label={`New start (club time, ${timeZone})`}
        type="datetime-local"
        {...fieldOf(form, 'startsAt')}
      />
    </NewStartFrame>
  );
}

/** Move a session that lasts whole days (a tournament's) to another date: asks only for the date. */
export function NewDateDialog({
  suggestedDate,
  onConfirm,
  ...frame
}: NewStartFrameProps & {
  /** "2031-06-12": the session's current first day. */
  suggestedDate: string;
  /** Moves it; rejects with the server's error, shown in the dialog. */
  onConfirm: (input: MoveTournamentSessionInput) => Promise<unknown>;
}) {
  const form = useDialogForm(
    zodResolver(moveTournamentSessionSchema),
    { startDate: suggestedDate },
    frame.open,
  );
  return (
    <NewStartFrame {...frame} form={form} onConfirm={onConfirm}>
      <TextField label="New date" type="date" {...fieldOf(form, 'startDate')} />
    </NewStartFrame>
  );
}
