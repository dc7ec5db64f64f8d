import { Button } from '@client/components/ui/button';
import { FormError, fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/textarea';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useClub } from '@client/lib/club';
import { preparedResolver } from '@client/lib/prepared-resolver';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { utcToZonedWallTime } from '@shared/club-time';
import {
  matchSettingsSchema,
  type ScheduleImportResult,
  type ScheduleMatch,
  type TeamMatchInput,
  type TeamSchedule,
  teamMatchInputSchema,
  teamMatchStatuses,
  teamMatchStatusLabels,
} from '@shared/schemas/team-matches';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateMatch, useImportSchedule, useSaveMatchSettings, useUpdateMatch } from '../api/schedule-api';

/** The captain's part of the schedule page: add or edit a match, import a season, match settings. */
export function CaptainTools({
  schedule,
  editing,
  onDoneEditing,
}: {
  schedule: TeamSchedule;
  editing: ScheduleMatch | null;
  onDoneEditing: () => void;
}) {
  return (
    <section aria-labelledby="captain-tools" className="space-y-4 rounded-lg border p-4">
      <h3 id="captain-tools" className="font-semibold text-lg">
        Captain’s tools
      </h3>
      <MatchForm key={editing?.id ?? 'new'} schedule={schedule} editing={editing} onDone={onDoneEditing} />
      <ImportForm teamId={schedule.team.id} />
      <SettingsForm schedule={schedule} />
    </section>
  );
}

function MatchForm({
  schedule,
  editing,
  onDone,
}: {
  schedule: TeamSchedule;
  editing: ScheduleMatch | null;
  onDone: () => void;
}) {
  const { timeZone } = useClub();
  const create = useCreateMatch(schedule.team.id);
  const update = useUpdateMatch(schedule.team.id);
  const form = useForm<TeamMatchInput>({
    resolver: zodResolver(teamMatchInputSchema),
    defaultValues: editing
      ? {
          startsAt: utcToZonedWallTime(editing.startsAt, timeZone),
          isHome: editing.isHome,
          opponentTeam: editing.opponentTeam,
          opponentClub: editing.opponentClub,
          courtId: editing.courtId ?? '',
          address: editing.courtId ? '' : editing.address,
          notes: editing.notes,
          status: editing.status,
        }
      : {
          startsAt: '',
          isHome: true,
          opponentTeam: '',
          opponentClub: '',
          courtId: '',
          address: '',
          notes: '',
          status: 'scheduled',
        },
  });
  const submit = form.handleSubmit((values) =>
    submitWith(form, async () => {
      if (editing) await update.mutateAsync({ matchId: editing.id, body: values });
      else await create.mutateAsync(values);
      toast({
        title: editing ? 'Match changed' : 'Match added',
        description: 'The roster has been e-mailed.',
      });
      form.reset();
      onDone();
    }),
  );
  return (
    <details open={!!editing} className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">{editing ? 'Change the match' : 'Add a match'}</summary>
      <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
        <TextField label="Date and time" type="datetime-local" {...fieldOf(form, 'startsAt')} />
        <SelectField
          label="Home or away"
          options={[
            ['true', 'Home'],
            ['false', 'Away'],
          ]}
          {...fieldOf(form, 'isHome', { setValueAs: (v) => v === true || v === 'true' })}
        />
        <TextField label="Opponent team" {...fieldOf(form, 'opponentTeam')} />
        <TextField label="Opponent club" {...fieldOf(form, 'opponentClub')} />
        <SelectField
          label="Court location"
          placeholder="Another address (below)"
          options={schedule.courts.map((c) => [c.id, c.name] as const)}
          {...fieldOf(form, 'courtId')}
        />
        <TextField label="Address (when not one of our courts)" {...fieldOf(form, 'address')} />
        <SelectField
          label="Status"
          options={teamMatchStatuses.map((s) => [s, teamMatchStatusLabels[s]] as const)}
          {...fieldOf(form, 'status')}
        />
        <TextField label="Notes" {...fieldOf(form, 'notes')} />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <FormError title="Could not save the match" message={formErrorOf(form)} />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {editing ? 'Save and tell the roster' : 'Add and tell the roster'}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </details>
  );
}

function ImportForm({ teamId }: { teamId: string }) {
  const importer = useImportSchedule(teamId);
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<ScheduleImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (isCommit: boolean) => {
    setError(null);
    try {
      const r = await importer.mutateAsync({ csv, isCommit });
      setResult(r);
      if (r.added > 0) {
        toast({ title: `${r.added} matches added`, description: 'The roster has been e-mailed.' });
        setCsv('');
        setResult(null);
      }
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Import a CSV schedule</summary>
      <div className="mt-3 space-y-3">
        <p className="text-muted-foreground text-sm">
          First row: <code>date,time,home_away,opponent,club,location,notes</code>. Location is one of our
          court names or an address. Check shows every row; nothing is added while any row is wrong.
        </p>
        <label htmlFor="schedule-csv" className="font-medium text-sm">
          CSV schedule
        </label>
        <Textarea
          id="schedule-csv"
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          className="font-mono text-xs"
        />
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="Choose a CSV file"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) setCsv(await file.text());
          }}
        />
        <FormError title="Could not read the schedule" message={error} />
        {result ? (
          <div role="status" className="space-y-1 text-sm">
            <p>
              {result.hasErrors
                ? 'Fix these rows, then check again:'
                : `${result.rows.length} matches are ready to add.`}
            </p>
            <ul className="list-disc pl-5">
              {result.rows.map((r) => (
                <li key={r.line} className={r.errors.length ? 'text-destructive' : undefined}>
                  Line {r.line}:{' '}
                  {r.errors.length ? r.errors.join(' ') : `${r.values?.startsAt} ${r.values?.opponentTeam}`}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!csv || importer.isPending}
            onClick={() => run(false)}
          >
            Check
          </Button>
          <Button
            type="button"
            disabled={!result || result.hasErrors || importer.isPending}
            onClick={() => run(true)}
          >
            Add all matches
          </Button>
        </div>
      </div>
    </details>
  );
}

/** The settings as typed: hours and a list of days, both text; the shared schema checks the numbers. */
interface SettingsValues {
  cutoffHours: string;
  reminderDays: string;
}

const settingsResolver = preparedResolver(matchSettingsSchema, (values: SettingsValues) => ({
  cutoffHours: values.cutoffHours.trim() === '' ? Number.NaN : Number(values.cutoffHours),
  reminderDays: values.reminderDays
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number),
}));

/** A message about one of the days ("reminderDays.1") belongs under the days field. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(messageOf).find(Boolean);
}

function SettingsForm({ schedule }: { schedule: TeamSchedule }) {
  const save = useSaveMatchSettings(schedule.team.id);
  const form = useForm({
    resolver: settingsResolver,
    defaultValues: {
      cutoffHours: String(schedule.settings.cutoffHours),
      reminderDays: schedule.settings.reminderDays.join(', '),
    },
  });
  const onSubmit = form.handleSubmit((input) =>
    submitWith(form, async () => {
      await save.mutateAsync(input);
      toast({ title: 'Settings saved' });
    }),
  );
  const days = fieldOf(form, 'reminderDays');
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Answers and reminders</summary>
      <form className="mt-3 grid gap-3 sm:grid-cols-2" noValidate onSubmit={onSubmit}>
        <TextField
          label="Answers close (hours before the match)"
          inputMode="numeric"
          {...fieldOf(form, 'cutoffHours')}
        />
        <TextField
          label="Remind non-responders (days before, e.g. 7, 3)"
          {...days}
          error={messageOf(form.formState.errors.reminderDays)}
        />
        <div className="sm:col-span-2">
          <FormError title="Could not save the settings" message={formErrorOf(form)} />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Save settings
          </Button>
        </div>
      </form>
    </details>
  );
}
