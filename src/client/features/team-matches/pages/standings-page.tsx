import { PageSection } from '@client/components/page-section';
import { pageFrame, QueryState } from '@client/components/query-state';
import { leagueStandingsRows, PlayerRecordsTable, StandingsTable } from '@client/components/standings-table';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormError, SelectField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { usePageHead } from '@client/lib/page-head';
import { usePageTitle } from '@client/lib/page-title';
import { preparedResolver } from '@client/lib/prepared-resolver';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import {
  type LeagueStandings,
  type StandingsRulesInput,
  standingsRulesInputSchema,
} from '@shared/schemas/team-matches';
import {
  type StandingsCriterion,
  standingsCriteria,
  standingsCriterionLabels,
} from '@shared/tennis/standings';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { standingsCsvUrl, useLeagueStandings, useSetStandingsRules } from '../api/score-api';

/** /leagues/:id/standings: public standings from confirmed results, with why each team ranks there. */
export function StandingsPage() {
  usePageHead({
    description:
      'League standings of {{club.name}} teams: matches played, wins, losses and how ties are decided.',
  });
  const { id = '' } = useParams();
  const standings = useLeagueStandings(id);
  usePageTitle(standings.data ? `Standings: ${standings.data.league.name}` : null);
  return (
    <QueryState query={standings} errorTitle="Could not load the standings" frame={pageFrame}>
      {(s) => (
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
          <header className="space-y-1">
            <p className="text-muted-foreground text-sm">
              {s.matchesCounted} confirmed team match{s.matchesCounted === 1 ? '' : 'es'} counted. Tie-break
              order: {s.order.map((c) => standingsCriterionLabels[c]).join(', then ')}.
            </p>
          </header>
          <StandingsTable rows={leagueStandingsRows(s)} caption={`Standings of ${s.league.name}`} />
          <a href={standingsCsvUrl(s.league.id)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Standings CSV
          </a>
          <PageSection
            id="player-records"
            title="Player records"
            headingClassName="font-semibold text-xl"
            className="space-y-3"
          >
            <PlayerRecordsTable standings={s} caption={`Player records in ${s.league.name}`} />
          </PageSection>
          {s.canConfigure ? <TieBreakForm key={s.order.join()} standings={s} /> : null}
        </div>
      )}
    </QueryState>
  );
}

const slots = 6;

/** Six slots, blank ones dropped: the schema checks the order that is left. */
interface TieBreakValues {
  order: string[];
  retiredScoring: StandingsRulesInput['retiredScoring'];
}

function TieBreakForm({ standings }: { standings: LeagueStandings }) {
  const save = useSetStandingsRules(standings.league.id);
  const form = useForm<TieBreakValues, unknown, StandingsRulesInput>({
    resolver: preparedResolver(standingsRulesInputSchema, (values: TieBreakValues) => ({
      ...values,
      order: values.order.filter(Boolean) as StandingsCriterion[],
    })),
    defaultValues: {
      order: Array.from({ length: slots }, (_, i) => standings.order[i] ?? ''),
      retiredScoring: standings.retiredScoring,
    },
  });
  const options = standingsCriteria.map((c) => [c, standingsCriterionLabels[c]] as const);
  const onSubmit = form.handleSubmit((input) =>
    submitWith(form, async () => {
      await save.mutateAsync(input);
      toast({ title: 'Tie-break order saved', description: 'The standings are ranked by it now.' });
    }),
  );
  const orderError = form.formState.errors.order;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-md border p-4"
      aria-labelledby="tie-break-title"
    >
      <h2 id="tie-break-title" className="font-semibold text-xl">
        Tie-break order
      </h2>
      <p className="text-muted-foreground text-sm">
        As the league coordinator, choose the criteria in order.
      </p>
      <FormError
        title="The order was not saved"
        message={orderError?.message ?? orderError?.root?.message ?? formErrorOf(form)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: slots }, (_, i) => (
          <SelectField
            key={i}
            label={`Criterion ${i + 1}`}
            placeholder="—"
            options={options}
            {...form.register(`order.${i}`)}
          />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        Save order
      </Button>
    </form>
  );
}
