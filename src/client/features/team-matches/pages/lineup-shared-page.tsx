import { isRetryable, pageFrame, QueryState } from '@client/components/query-state';
import { usePageHead } from '@client/lib/page-head';
import { useParams } from '@client/lib/router/router';
import { useSharedLineup } from '../api/score-api';
import { LineupLines } from '../components/lineup-lines';
import { MatchHeader } from '../components/match-header';

/** /lineups/:token: the published lineup, read-only, for whoever has the link. */
export function LineupSharedPage() {
  usePageHead({ description: "A {{club.shortName}} team's lineup for a match: who plays which line." });
  const { token = '' } = useParams();
  return (
    <QueryState
      query={useSharedLineup(token)}
      errorTitle="No lineup here"
      canRetry={isRetryable}
      frame={pageFrame}
    >
      {(lineup) => (
        <div className="mx-auto max-w-2xl space-y-5 px-4 py-8 sm:px-6">
          <MatchHeader match={lineup.match} />
          <LineupLines lineup={lineup} itemClassName="px-4 py-3" />
        </div>
      )}
    </QueryState>
  );
}
