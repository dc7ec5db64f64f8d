import { FormDialog } from '@client/components/form-dialog';
import { TextareaField, TextField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { cn } from '@client/lib/cn';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CancelEventInput, EventStatus } from '@shared/schemas/events';
import { cancelEventSchema, eventStatusLabels } from '@shared/schemas/events';
import { type DuplicateSocialEventInput, duplicateSocialEventSchema } from '@shared/schemas/events-socials';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

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
  const form = useForm<CancelEventInput>({
    resolver: zodResolver(cancelEventSchema),
    defaultValues: { message: '' },
  });
  useEffect(() => {
    if (open) form.reset({ message: '' });
  }, [open, form]);
  const submit = form.handleSubmit((input) => submitWith(form, () => onConfirm(input)));
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
      onSubmit={submit}
      isPending={isPending}
      submitLabel="Cancel event and notify"
      pendingLabel="Cancelling..."
      submitVariant="destructive"
      cancelLabel="Keep the event"
      formError={formErrorOf(form)}
    >
      <TextareaField
        label="Message for the e-mail (optional)"
        rows={3}
        maxLength={2000}
        placeholder="e.g. The courts are closed for resurfacing. Sorry!"
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
    </FormDialog>
  );
}

/** Duplicate a recurring social: asks only for the new start. */
export function DuplicateEventDialog({
  open,
  onOpenChange,
  title,
  suggestedStart,
  timeZone,
  isPending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  suggestedStart: string;
  timeZone: string;
  isPending: boolean;
  /** Makes the copy; rejects with the server's error, shown in the dialog. */
  onConfirm: (input: DuplicateSocialEventInput) => Promise<unknown>;
}) {
  const form = useForm<DuplicateSocialEventInput>({
    resolver: zodResolver(duplicateSocialEventSchema),
    defaultValues: { startsAt: suggestedStart },
  });
  useEffect(() => {
    if (open) form.reset({ startsAt: suggestedStart });
  }, [open, suggestedStart, form]);
  const submit = form.handleSubmit((input) => submitWith(form, () => onConfirm(input)));
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={`Duplicate ${title}`}
      description="A copy is made as a draft with the same details, length and sign-up deadline, starting at the time you choose. Nobody is copied over."
      onSubmit={submit}
      isPending={isPending}
      submitLabel="Make the copy"
      pendingLabel="Duplicating..."
      formError={formErrorOf(form)}
    >
      <TextField
        label={`New start (club time, ${timeZone})`}
        type="datetime-local"
        error={form.formState.errors.startsAt?.message}
        {...form.register('startsAt')}
      />
    </FormDialog>
  );
}
