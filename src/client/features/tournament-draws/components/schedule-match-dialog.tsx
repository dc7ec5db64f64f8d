import { FormDialog } from '@client/components/form-dialog';
import { SelectField, TextField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useClub } from '@client/lib/club';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { utcToZonedWallTime } from '@shared/club-time';
import {
  type AdminTournamentDraws,
  type DrawMatchView,
  type ScheduleMatchInput,
  scheduleMatchSchema,
} from '@shared/schemas/tournament-draws';
import { useForm } from 'react-hook-form';
import { useScheduleMatch } from '../api/tournament-draws-api';

/** Court and time of one draw match. */
export function ScheduleDialog({
  courts,
  match,
  title,
  onClose,
}: {
  courts: AdminTournamentDraws['courts'];
  match: DrawMatchView;
  title: string;
  onClose: () => void;
}) {
  const { timeZone } = useClub();
  const schedule = useScheduleMatch();
  const form = useForm<ScheduleMatchInput>({
    resolver: zodResolver(scheduleMatchSchema),
    defaultValues: {
      startsAt: match.startsAt ? utcToZonedWallTime(match.startsAt, timeZone).slice(0, 16) : '',
      courtId: null,
      courtText: match.courtText,
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    submitWith(form, async () => {
      await schedule.mutateAsync({ matchId: match.id, body: { ...values, courtId: values.courtId || null } });
      toast({ title: 'Match scheduled', description: 'Both players are e-mailed when both are known.' });
      onClose();
    }),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Court and time"
      description={title}
      onSubmit={onSubmit}
      isPending={form.formState.isSubmitting}
      submitLabel="Save"
      pendingLabel="Saving…"
      formError={formErrorOf(form)}
    >
      <TextField
        label="Starts"
        type="datetime-local"
        {...form.register('startsAt')}
        error={form.formState.errors.startsAt?.message}
      />
      <SelectField
        label="Location"
        placeholder="No location"
        options={courts.map((c) => [c.id, c.name] as const)}
        {...form.register('courtId', { setValueAs: (v: string) => v || null })}
        error={form.formState.errors.courtId?.message}
      />
      <TextField
        label="Court"
        hint="e.g. Court 3"
        {...form.register('courtText')}
        error={form.formState.errors.courtText?.message}
      />
    </FormDialog>
  );
}
