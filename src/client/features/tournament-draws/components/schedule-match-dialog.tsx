import { FormDialog } from '@client/components/form-dialog';
import { fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
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
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Court and time"
      description={title}
      form={form}
      onSave={async (values) => {
        await schedule.mutateAsync({
          id: match.id,
          input: { ...values, courtId: values.courtId || null },
        });
        toast({ title: 'Match scheduled', description: 'Both players are e-mailed when both are known.' });
        onClose();
      }}
      submitLabel="Save"
      pendingLabel="Saving…"
    >
      <TextField label="Starts" type="datetime-local" {...fieldOf(form, 'startsAt')} />
      <SelectField
        label="Location"
        placeholder="No location"
        options={courts.map((c) => [c.id, c.name] as const)}
        {...fieldOf(form, 'courtId', { setValueAs: (v: string) => v || null })}
      />
      <TextField label="Court" hint="e.g. Court 3" {...fieldOf(form, 'courtText')} />
    </FormDialog>
  );
}
