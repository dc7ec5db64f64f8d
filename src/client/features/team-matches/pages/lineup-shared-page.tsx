import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { useParams } from 'react-router';
import { useSharedLineup } from '../api/score-api';
import { MatchHeader } from '../components/score-bits';

/** /lineups/:token: the published lineup, read-only, for whoever has the link. */
export function LineupSharedPage() {
  const { token = '' } = useParams();
  const lineup = useSharedLineup(token);
  if (lineup.isPending) return <PageLoading />;
  if (lineup.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Alert variant="destructive">
          <AlertTitle>No lineup here</AlertTitle>
          <AlertDescription>{lineup.error.message}</AlertDescription>
        </Alert>
      </div>
    );
  const l = lineup.data;
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-8 sm:px-6">
      <MatchHeader match={l.match} />
      <ol className="divide-y rounded-md border">
        {l.lines.map((line) => (
          <li key={line.lineId} className="flex flex-wrap gap-x-4 px-4 py-3">
            <span className="w-10 font-semibold">{line.lineId}</span>
            <span>{line.players.length ? line.players.map((p) => p.name).join(' / ') : '—'}</span>
          </li>
        ))}
      </ol>
      {l.alternates.length > 0 ? (
        <p className="text-sm">
          <strong>Alternates:</strong> {l.alternates.map((p) => p.name).join(', ')}
        </p>
      ) : null}
      {l.note ? <p className="whitespace-pre-line text-sm">{l.note}</p> : null}
    </div>
  );
}
