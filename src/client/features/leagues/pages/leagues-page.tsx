import { PageAccessGate } from '@client/components/page-access-gate';
import { PageLoading } from '@client/components/page-loading';
import { PageSection } from '@client/components/page-section';
import { TitleLink } from '@client/components/page-title-link';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  CheckboxGroupField,
  FormError,
  fieldOf,
  SelectField,
  TextField,
} from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { apiKey, callApi } from '@client/lib/call-api';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { pageAccess } from '@shared/access';
import { courtsApi } from '@shared/api/courts';
import { paths } from '@shared/paths';
import {
  leagueSeasonLabels,
  type TeamRegistrationInput,
  teamRegistrationSchema,
} from '@shared/schemas/leagues';
import { ageDivisionLabels, leagueGenderLabels } from '@shared/tennis/eligibility';
import { describeTieFormat } from '@shared/tennis/match-format';
import { weekdayLabels, weekdays } from '@shared/weekdays';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOpenLeagues, useRegisterTeam, useTeams } from '../api/leagues-api';
import { DeadlineText } from '../components/deadline-text';
import { MemberPicker } from '../components/member-picker';
import { TeamStatusBadge } from '../components/team-status-badge';

/** /leagues (= /leagues/enhanced-index): captains register teams for open leagues and see their own. */
export function LeaguesPage() {
  return (
    <PageAccessGate rule={pageAccess[paths.leagues]}>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6">
        <MyTeams />
        <RegisterTeam />
      </div>
    </PageAccessGate>
  );
}

function MyTeams() {
  const teams = useTeams({ sort: 'league', dir: 'asc', page: 1 });
  return (
    <PageSection
      id="my-teams"
      title="Registered teams"
      headingClassName="font-semibold text-xl"
      className="space-y-3"
    >
      {teams.isPending ? (
        <PageLoading />
      ) : teams.isError ? (
        <p className="text-destructive-text">{teams.error.message}</p>
      ) : teams.data.items.length === 0 ? (
        <p className="text-muted-foreground">No teams yet. Register one below.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {teams.data.items.map((team) => (
            <li key={team.id} className="space-y-1 rounded-lg border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <TitleLink to={paths.teamRoster(team.id)}>{team.name}</TitleLink>
                <TeamStatusBadge status={team.status} />
              </div>
              <p className="text-muted-foreground text-sm">
                {team.league.name} ·{' '}
                <Link className="text-link underline" to={paths.leagueStandings(team.league.id)}>
                  Standings
                </Link>
              </p>
              <p className="text-sm">
                Roster {team.rosterCount} of {team.minRoster}–{team.maxRoster}
                {team.ustaTeamNumber ? ` · Team number ${team.ustaTeamNumber}` : ''}
              </p>
              <p className="text-sm">
                Roster deadline: <DeadlineText deadline={team.rosterDeadline} />
              </p>
              {team.status === 'rejected' && team.rejectionReason ? (
                <p className="text-destructive-text text-sm">Rejected: {team.rejectionReason}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

function RegisterTeam() {
  const leagues = useOpenLeagues();
  const courts = useQuery({
    queryKey: apiKey(courtsApi.list),
    queryFn: ({ signal }) => callApi(courtsApi.list, { signal }),
    select: (d) => d.courts,
  });
  const register = useRegisterTeam();
  // raw: the form's values go out as typed once the schema accepts them (the server parses them).
  const form = useForm<TeamRegistrationInput>({
    resolver: zodResolver(teamRegistrationSchema, undefined, { raw: true }),
    defaultValues: {
      leagueId: '',
      name: '',
      coCaptainId: '',
      homeCourtId: '',
      preferredDays: [],
      preferredTimes: '',
    },
  });
  const { errors } = form.formState;
  const [warnings, setWarnings] = useState<string[]>([]);
  const leagueId = form.watch('leagueId');
  const coCaptainId = form.watch('coCaptainId') ?? '';

  if (leagues.isPending) return <PageLoading />;
  if (leagues.isError) return <p className="text-destructive-text">{leagues.error.message}</p>;
  const chosen = leagues.data.find((l) => l.id === leagueId);

  const submit = form.handleSubmit((values) =>
    submitWith(form, async () => {
      const result = await register.mutateAsync(values);
      setWarnings(result.warnings);
      toast({
        title: 'Team registered',
        description: `${result.team.name} waits for the coordinator’s approval.${
          result.invited > 0 ? ' Your co-captain got an invitation to accept.' : ''
        }`,
      });
      form.setValue('name', '');
      form.setValue('coCaptainId', '');
    }),
  );

  return (
    <PageSection
      id="register"
      title="Register a team"
      headingClassName="font-semibold text-xl"
      className="space-y-4"
    >
      {leagues.data.length === 0 ? (
        <p className="text-muted-foreground">No league is open for registration right now.</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border p-4">
          <SelectField
            label="League"
            {...fieldOf(form, 'leagueId')}
            placeholder="Choose a league"
            options={leagues.data.map((l) => [l.id, l.name] as const)}
          />
          {chosen ? (
            <div className="rounded-md bg-muted p-3 text-sm">
              <p>
                {leagueSeasonLabels[chosen.season]} {chosen.year} · {leagueGenderLabels[chosen.gender]} ·{' '}
                {ageDivisionLabels[chosen.ageDivision]} · level {chosen.levelLabel} · roster{' '}
                {chosen.minRoster}–{chosen.maxRoster}
              </p>
              <p>
                Team numbers due {chosen.teamNumberDeadline ?? '—'}, rosters due{' '}
                {chosen.rosterDeadline ?? '—'}.
              </p>
              <p>Matches: {describeTieFormat(chosen.matchFormat)}</p>
            </div>
          ) : null}
          <TextField label="Team name" {...fieldOf(form, 'name')} />
          <p className="text-muted-foreground text-sm">You are the captain of the team you register.</p>
          <MemberPicker
            label="Co-captain"
            value={coCaptainId}
            onChange={(id) => form.setValue('coCaptainId', id)}
            emptyLabel="No co-captain"
            error={errors.coCaptainId?.message}
            hint="They get an invitation by e-mail and co-captain the team once they accept."
          />
          <SelectField
            label="Home facility"
            {...fieldOf(form, 'homeCourtId')}
            placeholder="Not decided"
            options={(courts.data ?? []).map((c) => [c.id, c.name] as const)}
          />
          <CheckboxGroupField
            legend="Preferred match days"
            error={errors.preferredDays?.message}
            options={weekdays.map((d) => [d, weekdayLabels[d]] as const)}
            inputProps={() => form.register('preferredDays')}
          />
          <TextField
            label="Preferred times"
            hint="e.g. weekday evenings after 6 pm"
            {...fieldOf(form, 'preferredTimes')}
          />
          <FormError title="Could not register the team" message={formErrorOf(form)} />
          {warnings.length > 0 ? (
            <Alert>
              <AlertTitle>Registered, with warnings</AlertTitle>
              <AlertDescription>
                <ul className="list-disc pl-4">
                  {warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          ) : null}
          <Button type="submit" disabled={register.isPending}>
            {register.isPending ? 'Registering…' : 'Register team'}
          </Button>
          <p className="text-muted-foreground text-sm">
            Add players on the team’s roster page once it is registered.
          </p>
        </form>
      )}
    </PageSection>
  );
}
