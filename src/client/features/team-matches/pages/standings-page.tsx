import { pageFrame, QueryState } from '@client/components/query-state';
import { PlayerRecordsTable, StandingsTable } from '@client/components/standings-table';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormError, SelectField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { usePageHead } from '@client/lib/page-head';
import { usePageTitle } from '@client/lib/page-title';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import type { LeagueStandings } from '@shared/schemas/team-matches';
import {
  type StandingsCriterion,
  standingsCriteria,
  standingsCriterionLabels,
} from '@shared/tennis/standings';
import { Download } from 'lucide-react';
import { useState } from 'react';
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
          <StandingsTable standings={s} caption={`Standings of ${s.league.name}`} />
          <a href={standingsCsvUrl(s.league.id)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Standings CSV
          </a>
          <section aria-labelledby="player-records" className="space-y-3">
            <h2 id="player-records" className="font-semibold text-xl">
              Player records
            </h2>
            <PlayerRecordsTable standings={s} caption={`Player records in ${s.league.name}`} />
          </section>
          {s.canConfigure ? <TieBreakForm key={s.order.join()} standings={s} /> : null}
        </div>
      )}
    </QueryState>
  );
}

const slots = 6;

function TieBreakForm({ standings }: { standings: LeagueStandings }) {
  const save = useSetStandingsRules(standings.league.id);
  const [order, setOrder] = useState<string[]>(() =>
    Array.from({ length: slots }, (_, i) => standings.order[i] ?? ''),
  );
  const [error, setError] = useState<string | null>(null);
  const options = standingsCriteria.map((c) => [c, standingsCriterionLabels[c]] as const);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        order: order.filter(Boolean) as StandingsCriterion[],
        retiredScoring: standings.retiredScoring,
      });
      toast({ title: 'Tie-break order saved', description: 'The standings are ranked by it now.' });
    } catch (err) {
      setError(errorMessage(err, 'Could not save the order.'));
    }
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3 rounded-md border p-4" aria-labelledby="tie-break-title">
      <h2 id="tie-break-title" className="font-semibold text-xl">
        Tie-break order
      </h2>
      <p className="text-muted-foreground text-sm">
        As the league coordinator, choose the criteria in order.
      </p>
      <FormError title="The order was not saved" message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        {order.map((value, i) => (
          <SelectField
            key={i}
            label={`Criterion ${i + 1}`}
            value={value}
            placeholder="—"
            options={options}
            onChange={(e) => setOrder((o) => o.map((v, k) => (k === i ? e.target.value : v)))}
          />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        Save order
      </Button>
    </form>
  );
}
