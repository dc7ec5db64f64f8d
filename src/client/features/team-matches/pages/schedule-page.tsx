import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { PageAccessGate } from '@client/components/page-access-gate';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { FormError, SelectField, TextField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/textarea';
import { errorMessage } from '@client/lib/api-client';
import { applyServerErrors } from '@client/lib/apply-server-errors';
import { useClub } from '@client/lib/club';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { pageAccess } from '@shared/access';
import { utcToZonedWallTime } from '@shared/club-time';
import { pathPatterns, paths } from '@shared/paths';
import {
  type ScheduleImportResult,
  type ScheduleMatch,
  type TeamMatchInput,
  type TeamSchedule,
  teamMatchInputSchema,
  teamMatchStatuses,
  teamMatchStatusLabels,
} from '@shared/schemas/team-matches';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useAnswerMatch,
  useCreateMatch,
  useImportSchedule,
  useRemindNonResponders,
  useRotateCalendarKey,
  useSaveMatchSettings,
  useTeamSchedule,
  useUpdateMatch,
} from '../api/schedule-api';
import { AvailabilityChoice, RecordedAnswer } from '../components/availability-choice';
import { MatchWhen, matchTitle, placeText } from '../components/match-labels';
import { MatchStatusBadge } from '../components/match-status-badge';

/** /teams/:id/schedule: the team's matches; players answer here, captains schedule here. */
export function TeamSchedulePage() {
  const { id = '' } = useParams();
  return (
    <PageAccessGate rule={pageAccess[pathPatterns.teamSchedule]}>
      <ScheduleView id={id} />
    </PageAccessGate>
  );
}

function ScheduleView({ id }: { id: string }) {
  const schedule = useTeamSchedule(id);
  return (
    <QueryState
      query={schedule}
      errorTitle="Could not load the schedule"
      frame={(state) => <div className="mx-auto max-w-3xl px-4 py-8">{state}</div>}
    >
      {(data) => <ScheduleBody schedule={data} />}
    </QueryState>
  );
}

/** The team's players, with the contact details each shares with this viewer. */
function TeamPlayers({ schedule }: { schedule: TeamSchedule }) {
  if (schedule.players.length === 0) return null;
  return (
    <section aria-labelledby="team-players" className="space-y-2">
      <h3 id="team-players" className="font-semibold text-lg">
        Players
      </h3>
      <ul className="divide-y rounded-lg border">
        {schedule.players.map((p, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
            <span className="font-medium">
              {p.name}
              {p.isCaptain ? <span className="text-muted-foreground"> · captain</span> : null}
            </span>
            <span className="flex flex-wrap gap-x-3">
              {p.email ? (
                <a className="text-link underline" href={`mailto:${p.email}`}>
                  {p.email}
                </a>
              ) : null}
              {p.phone ? (
                <a className="text-link underline" href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>
                  {p.phone}
                </a>
              ) : null}
              {!p.email && !p.phone ? (
                <span className="text-muted-foreground">Contact not shared</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        Each player chooses on their profile whether teammates see their e-mail and phone.
      </p>
    </section>
  );
}

/**
 * The viewer's own calendar address (issue 18): a key of their roster place, so it stops when
 * they leave the team; a new one can be made here when an old address was shared by mistake.
 */
function CalendarAddress({ teamId, url }: { teamId: string; url: string }) {
  const rotate = useRotateCalendarKey(teamId);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <section aria-labelledby="calendar-address" className="space-y-2 rounded-lg border p-4">
      <h3 id="calendar-address" className="font-semibold text-lg">
        Your calendar address
      </h3>
      <p className="text-sm">
        Calendar apps follow the team’s matches from this address. It is yours alone: it stops working if you
        leave the roster.
      </p>
      <TextField label="Calendar address" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              toast({ title: 'Address copied', description: 'Paste it into your calendar app.' });
            } catch {
              toast({ title: 'Could not copy', description: 'Select the address and copy it by hand.' });
            }
          }}
        >
          Copy address
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            rotate.reset();
            setIsConfirming(true);
          }}
        >
          Get a new address
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Get a new calendar address?"
        description="The current address stops working at once: calendars that use it stop updating until you subscribe with the new one."
        confirmLabel="Get a new address"
        isPending={rotate.isPending}
        error={rotate.error?.message ?? null}
        onConfirm={async () => {
          await rotate.mutateAsync();
          toast({ title: 'New calendar address', description: 'Subscribe again with the new address.' });
          setIsConfirming(false);
        }}
      />
    </section>
  );
}

function ScheduleBody({ schedule }: { schedule: TeamSchedule }) {
  const { team } = schedule;
  const [editing, setEditing] = useState<ScheduleMatch | null>(null);
  const now = Date.now();
  const upcoming = schedule.matches.filter((m) => new Date(m.startsAt).getTime() >= now - 3 * 3_600_000);
  const played = schedule.matches
    .filter((m) => new Date(m.startsAt).getTime() < now - 3 * 3_600_000)
    .reverse();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-1">
        <h2 className="font-semibold text-2xl">{team.name}: schedule</h2>
        <p className="text-muted-foreground">
          {team.leagueName} · {team.lines.length} lines ({team.lines.join(', ')}), {team.playersNeeded}{' '}
          players a match
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {schedule.calendarUrl ? (
            <a className="text-link underline" href={schedule.calendarUrl.replace(/^https?:/, 'webcal:')}>
              <CalendarDays aria-hidden="true" className="mr-1 inline size-4" />
              Subscribe to the team calendar
            </a>
          ) : null}
          {schedule.canManage ? (
            <>
              <Link className="text-link underline" to={paths.teamAvailability(team.id)}>
                Availability grid
              </Link>
              <Link className="text-link underline" to={paths.teamRoster(team.id)}>
                Roster
              </Link>
            </>
          ) : null}
        </p>
        <p className="text-muted-foreground text-xs">
          Answers close {schedule.settings.cutoffHours} hours before each match.
        </p>
      </header>

      <section aria-labelledby="upcoming-matches" className="space-y-3">
        <h3 id="upcoming-matches" className="font-semibold text-lg">
          Upcoming matches
        </h3>
        {upcoming.length === 0 ? <p>No upcoming matches.</p> : null}
        <ul className="space-y-3">
          {upcoming.map((m) => (
            <MatchCard
              key={m.id}
              match={m}
              schedule={schedule}
              onEdit={schedule.canManage ? () => setEditing(m) : undefined}
            />
          ))}
        </ul>
      </section>

      <TeamPlayers schedule={schedule} />

      {schedule.calendarUrl ? <CalendarAddress teamId={team.id} url={schedule.calendarUrl} /> : null}

      {schedule.canManage ? (
        <CaptainTools schedule={schedule} editing={editing} onDoneEditing={() => setEditing(null)} />
      ) : null}

      {played.length > 0 ? (
        <section aria-labelledby="played-matches" className="space-y-3">
          <h3 id="played-matches" className="font-semibold text-lg">
            Played
          </h3>
          <ul className="divide-y rounded-lg border">
            {played.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <Link className="text-link underline" to={paths.teamMatch(m.id)}>
                  {matchTitle(m)}
                </Link>
                <span className="text-muted-foreground text-sm">
                  <MatchWhen match={m} /> <MatchStatusBadge status={m.status} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function MatchCard({
  match,
  schedule,
  onEdit,
}: {
  match: ScheduleMatch;
  schedule: TeamSchedule;
  onEdit?: () => void;
}) {
  const answer = useAnswerMatch(match.id);
  const remind = useRemindNonResponders(schedule.team.id);
  const headingId = `match-${match.id}`;
  return (
    <li className="space-y-3 rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="space-y-1">
        <h4 id={headingId} className="font-semibold">
          <Link className="text-link underline" to={paths.teamMatch(match.id)}>
            {matchTitle(match)}
          </Link>
        </h4>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <MatchWhen match={match} /> <MatchStatusBadge status={match.status} />
        </p>
        {placeText(match) ? <p className="text-sm">{placeText(match)}</p> : null}
        <p className="text-muted-foreground text-xs">
          {match.yesCount} of {schedule.team.playersNeeded} players needed have said yes
        </p>
      </div>
      {schedule.isPlayer ? (
        <div className="space-y-2">
          <RecordedAnswer recorded={match.myAnswer} />
          <AvailabilityChoice
            key={match.myAnswer?.answeredAt ?? 'none'}
            legend={`Can you play ${match.isHome ? 'at home' : 'away'} against ${match.opponentTeam}?`}
            initial={{ answer: match.myAnswer?.answer ?? null, note: match.myAnswer?.note ?? '' }}
            recorded={match.myAnswer}
            isOpen={match.isOpen}
            isSaving={answer.isPending}
            error={answer.isError ? errorMessage(answer.error) : null}
            submitLabel={match.myAnswer ? 'Change my answer' : 'Save my answer'}
            onSubmit={(value) =>
              answer.mutate(value, {
                onSuccess: () => toast({ title: 'Answer saved', description: matchTitle(match) }),
              })
            }
          />
        </div>
      ) : null}
      {onEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            Change this match
          </Button>
          {match.isOpen ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={remind.isPending}
              onClick={() =>
                remind.mutate(match.id, {
                  onSuccess: (r) =>
                    toast({
                      title: r.reminded === 0 ? 'Everyone has answered' : `Reminded ${r.reminded} players`,
                      description: matchTitle(match),
                    }),
                  onError: (error) =>
                    toast({
                      title: 'Could not send reminders',
                      description: errorMessage(error),
                      variant: 'destructive',
                    }),
                })
              }
            >
              Remind non-responders
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function CaptainTools({
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
  const [formError, setFormError] = useState<string | null>(null);
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
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (editing) await update.mutateAsync({ matchId: editing.id, body: values });
      else await create.mutateAsync(values);
      toast({
        title: editing ? 'Match changed' : 'Match added',
        description: 'The roster has been e-mailed.',
      });
      form.reset();
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFormError(errorMessage(error));
    }
  });
  return (
    <details open={!!editing} className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">{editing ? 'Change the match' : 'Add a match'}</summary>
      <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
        <TextField
          label="Date and time"
          type="datetime-local"
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        <SelectField
          label="Home or away"
          options={[
            ['true', 'Home'],
            ['false', 'Away'],
          ]}
          error={errors.isHome?.message}
          {...form.register('isHome', { setValueAs: (v) => v === true || v === 'true' })}
        />
        <TextField
          label="Opponent team"
          error={errors.opponentTeam?.message}
          {...form.register('opponentTeam')}
        />
        <TextField
          label="Opponent club"
          error={errors.opponentClub?.message}
          {...form.register('opponentClub')}
        />
        <SelectField
          label="Court location"
          placeholder="Another address (below)"
          options={schedule.courts.map((c) => [c.id, c.name] as const)}
          error={errors.courtId?.message}
          {...form.register('courtId')}
        />
        <TextField
          label="Address (when not one of our courts)"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <SelectField
          label="Status"
          options={teamMatchStatuses.map((s) => [s, teamMatchStatusLabels[s]] as const)}
          error={errors.status?.message}
          {...form.register('status')}
        />
        <TextField label="Notes" error={errors.notes?.message} {...form.register('notes')} />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <FormError title="Could not save the match" message={formError} />
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

function SettingsForm({ schedule }: { schedule: TeamSchedule }) {
  const save = useSaveMatchSettings(schedule.team.id);
  const [cutoff, setCutoff] = useState(String(schedule.settings.cutoffHours));
  const [days, setDays] = useState(schedule.settings.reminderDays.join(', '));
  const [error, setError] = useState<string | null>(null);
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Answers and reminders</summary>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          setError(null);
          try {
            await save.mutateAsync({
              cutoffHours: Number(cutoff),
              reminderDays: days
                .split(/[,\s]+/)
                .filter(Boolean)
                .map(Number),
            });
            toast({ title: 'Settings saved' });
          } catch (err) {
            setError(errorMessage(err));
          }
        }}
      >
        <TextField
          label="Answers close (hours before the match)"
          inputMode="numeric"
          value={cutoff}
          onChange={(e) => setCutoff(e.target.value)}
        />
        <TextField
          label="Remind non-responders (days before, e.g. 7, 3)"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <div className="sm:col-span-2">
          <FormError title="Could not save the settings" message={error} />
          <Button type="submit" disabled={save.isPending}>
            Save settings
          </Button>
        </div>
      </form>
    </details>
  );
}
