import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import {
  ActionsHeader,
  ListActionsCell,
  ListCell,
  RowAction,
} from '@client/components/admin-list/list-table';
import { ListToolbar } from '@client/components/admin-list/list-toolbar';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useDeleteConfirm } from '@client/components/admin-list/use-delete-confirm';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { gatedPage } from '@client/components/page-access-gate';
import { PagedListTable } from '@client/components/page-list-table';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { toast } from '@client/lib/toast-store';
import { paths } from '@shared/paths';
import {
  type League,
  type LeagueInput,
  type LeagueSummary,
  leagueProviderLabels,
  leagueProviders,
  leagueSeasonLabels,
  leagueSeasons,
  leagueSortKeys,
} from '@shared/schemas/leagues';
import {
  ageDivisionLabels,
  ageDivisions,
  leagueGenderLabels,
  leagueGenders,
} from '@shared/tennis/eligibility';
import { describeTieFormat, tieFormatSchema } from '@shared/tennis/match-format';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { leaguesCsvUrl, useDeleteLeague, useLeague, useLeagues, useSaveLeague } from '../api/leagues-api';
import {
  type FormValues,
  leagueFieldOf,
  leagueFormResolver,
  toInput,
  valuesOf,
} from '../components/league-form-values';
import { MemberPicker } from '../components/member-picker';

/** /admin/usta-leagues: the league catalogue. */
export const AdminUstaLeaguesPage = gatedPage(paths.adminUstaLeagues, Catalogue);

function Catalogue() {
  const list = useListParams(leagueSortKeys, 'season');
  const query = { q: list.q || undefined, sort: list.sort, dir: list.dir, page: list.page };
  const leagues = useLeagues(query);
  const remove = useDeleteLeague();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const del = useDeleteConfirm<LeagueSummary>(remove, (league) => ({
    title: 'League deleted',
    description: `${league.name} was removed.`,
  }));
  useKeepPageInRange(leagues.data, list.page, list.setPage);
  const header = sortableHeaderOf(list);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <ListToolbar list={list} searchLabel="Search leagues" placeholder="Name, level or notes">
        <CsvExportLink href={leaguesCsvUrl(query)} />
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          New league
        </Button>
      </ListToolbar>
      {editing ? (
        <LeagueEditor id={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : null}
      <PagedListTable
        query={leagues}
        list={list}
        errorTitle="Could not load the leagues"
        noMatches={`No leagues match “${list.q}”.`}
        empty={<p>There are no leagues yet. Add the season’s leagues with “New league”.</p>}
        caption="Leagues"
        head={
          <>
            {header('name', 'League')}
            {header('season', 'Season')}
            {header('gender', 'Division')}
            {header('level', 'Level')}
            {header('teams', 'Teams')}
            {header('rosterDeadline', 'Deadlines', 'hidden lg:table-cell')}
            <ActionsHeader />
          </>
        }
        noun="leagues"
      >
        {(data) =>
          data.items.map((l) => (
            <tr key={l.id} className="border-t align-top">
              <ListCell>
                <span className="font-medium">{l.name}</span>
                <div className="text-muted-foreground text-xs">
                  {leagueProviderLabels[l.provider]}
                  {l.coordinator ? ` · coordinator ${l.coordinator.name}` : ''}
                  {l.isOpen ? ' · registration open' : ' · registration closed'}
                </div>
              </ListCell>
              <ListCell label="Season">
                {leagueSeasonLabels[l.season]} {l.year}
              </ListCell>
              <ListCell label="Division">
                {leagueGenderLabels[l.gender]} {ageDivisionLabels[l.ageDivision]}
              </ListCell>
              <ListCell label="Level">{l.levelLabel}</ListCell>
              <ListCell label="Teams">{l.teamCount}</ListCell>
              <ListCell label="Deadlines" className="hidden text-xs lg:table-cell">
                Team numbers {l.teamNumberDeadline ?? '—'}
                <br />
                Rosters {l.rosterDeadline ?? '—'} · roster {l.minRoster}–{l.maxRoster}
              </ListCell>
              <ListActionsCell>
                <RowAction label={`Edit ${l.name}`} icon={Pencil} onClick={() => setEditing(l.id)} />
                <RowAction label={`Delete ${l.name}`} icon={Trash2} onClick={() => del.ask(l)} />
              </ListActionsCell>
            </tr>
          ))
        }
      </PagedListTable>
      <ConfirmDialog
        {...del.dialog}
        title={`Delete ${del.target?.name ?? 'this league'}?`}
        description="Leagues with registered teams cannot be deleted."
        confirmLabel="Delete league"
      />
    </div>
  );
}

function LeagueEditor({ id, onDone }: { id: string | undefined; onDone: () => void }) {
  const league = useLeague(id);
  if (id && league.isPending) return <p>Loading the league…</p>;
  if (id && league.isError) return <p className="text-destructive-text">{league.error.message}</p>;
  return <LeagueForm key={id ?? 'new'} league={id ? league.data : undefined} onDone={onDone} />;
}

function LeagueForm({ league, onDone }: { league: League | undefined; onDone: () => void }) {
  const id = useId();
  const save = useSaveLeague(league?.id);
  const form = useForm<FormValues, unknown, LeagueInput>({
    resolver: leagueFormResolver(league?.eligibilityRules),
    defaultValues: valuesOf(league),
  });
  const { errors } = form.formState;
  const text = (key: keyof FormValues, label: string, type = 'text', hint?: string) => (
    <TextField label={label} type={type} error={errors[key]?.message} hint={hint} {...form.register(key)} />
  );
  const choice = <T extends string>(
    key: keyof FormValues,
    label: string,
    options: readonly T[],
    labels: Record<T, string>,
  ) => (
    <SelectField
      label={label}
      error={errors[key]?.message}
      options={options.map((o) => [o, labels[o]] as const)}
      {...form.register(key)}
    />
  );

  const submit = form.handleSubmit((input) =>
    submitWith(
      form,
      async () => {
        const { league: saved } = await save.mutateAsync(input);
        toast({ title: league ? 'League saved' : 'League added', description: saved.name });
        onDone();
      },
      { renamed: leagueFieldOf },
    ),
  );

  const preview = toInput(form.watch(), league?.eligibilityRules);
  const formatText =
    typeof preview === 'string' ? null : describeTieFormat(tieFormatSchema.parse(preview.matchFormat));
  const hasFieldErrors = Object.keys(errors).some((key) => key !== 'root');
  const formError = errors.root?.message ?? formErrorOf(form);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border p-4"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="font-semibold text-lg">
        {league ? `Edit ${league.name}` : 'New league'}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {text('name', 'Name')}
        {choice('provider', 'Provider', leagueProviders, leagueProviderLabels)}
        {choice('season', 'Season', leagueSeasons, leagueSeasonLabels)}
        {text('year', 'Year', 'number')}
        {choice('gender', 'Gender', leagueGenders, leagueGenderLabels)}
        {choice('ageDivision', 'Age division', ageDivisions, ageDivisionLabels)}
        {text('level', 'Level', 'text', 'NTRP 2.5–5.0+, or a combined level such as 7.0')}
        {text('minRoster', 'Minimum roster', 'number')}
        {text('maxRoster', 'Maximum roster', 'number')}
        {text('teamNumberDeadline', 'Team-number request deadline', 'date')}
        {text('rosterDeadline', 'Roster deadline', 'date')}
        {text('startsOn', 'Starts', 'date')}
        {text('endsOn', 'Ends', 'date')}
      </div>
      <MemberPicker
        label="Coordinator"
        value={form.watch('coordinatorId')}
        onChange={(coordinatorId) => form.setValue('coordinatorId', coordinatorId)}
        emptyLabel="No coordinator"
        error={errors.coordinatorId?.message}
      />
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 font-medium">Match format</legend>
        {text('singles', 'Singles lines', 'number')}
        {text('doubles', 'Doubles lines', 'number')}
        {text('formatCode', 'Scoring format code', 'text', 'e.g. SET3-S:6/TB7-F:TB10')}
      </fieldset>
      {formatText ? <p className="text-muted-foreground text-sm">{formatText}</p> : null}
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 font-medium">Eligibility rules</legend>
        {text('maxPlayUpLevels', 'Levels a player may play up', 'number', '0.5 each; nobody plays down')}
        {text(
          'minSharePercent',
          'Minimum % of roster at level',
          'number',
          'Single-level leagues; empty for none',
        )}
        {text('ratingValidYears', 'Rating valid for (years)', 'number')}
        {text('minIndividual', 'Minimum individual level (combined)', 'text', 'e.g. 3.0 for 7.0 mixed')}
        {text('maxPartnerGap', 'Partners at most … apart (combined)', 'text')}
        {text(
          'maxPlayingUpPerMatch',
          'Players playing up per match',
          'number',
          '"Plus" leagues; empty for no limit',
        )}
        {choice('teamsPerFlight', 'Teams per player in one flight', ['one', 'several'] as const, {
          one: 'One (the USTA rule)',
          several: 'Several (this league allows it)',
        })}
      </fieldset>
      {text('notes', 'Notes')}
      {formError || hasFieldErrors ? (
        <p role="alert" className="text-destructive-text text-sm">
          {formError ?? 'Please correct the marked fields.'}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {league ? 'Save league' : 'Add league'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
