import { PageAccessGate } from '@client/components/page-access-gate';
import { pageFrame, QueryState } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormError, SelectField, TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { ApiError, errorMessage } from '@client/lib/api-client';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { pageAccess } from '@shared/access';
import { pathPatterns } from '@shared/paths';
import type { ScoreSheet, ScoreSheetInput } from '@shared/schemas/team-matches';
import {
  formatScoreText,
  type LineStatus,
  lineStatuses,
  lineStatusLabels,
  parseScoreText,
} from '@shared/tennis/score';
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  scorecardCsvUrl,
  useConfirmScores,
  useDisputeScores,
  useEnterScores,
  useScoreSheet,
} from '../api/score-api';
import { MatchHeader } from '../components/match-header';

/** /team-matches/:id/score: a captain enters every line; the co-captain or coordinator confirms. */
export function ScorePage() {
  const { id = '' } = useParams();
  return (
    <PageAccessGate rule={pageAccess[pathPatterns.teamMatchScore]}>
      <ScoreView id={id} />
    </PageAccessGate>
  );
}

function ScoreView({ id }: { id: string }) {
  return (
    <QueryState query={useScoreSheet(id)} errorTitle="Could not load the score" frame={pageFrame}>
      {(sheet) => (
        <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
          <MatchHeader match={sheet.match} />
          <SheetStatus sheet={sheet} />
          {sheet.can.enter ? (
            <ScoreForm key={sheet.history.length} sheet={sheet} />
          ) : (
            <ReadOnlyLines sheet={sheet} />
          )}
          <a href={scorecardCsvUrl(id)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Scorecard CSV (USTA re-keying)
          </a>
        </div>
      )}
    </QueryState>
  );
}

const stateText: Record<ScoreSheet['state'], string> = {
  none: 'No score entered yet.',
  entered: 'Entered, waiting for confirmation.',
  confirmed: 'Confirmed: it counts in the standings.',
  disputed: 'Disputed: the captain corrects it.',
};

function SheetStatus({ sheet }: { sheet: ScoreSheet }) {
  const confirm = useConfirmScores(sheet.match.id);
  const dispute = useDisputeScores(sheet.match.id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const { outcome } = sheet;
  const onConfirm = async () => {
    setError(null);
    try {
      await confirm.mutateAsync(undefined);
      toast({ title: 'Score confirmed', description: 'It now counts in the standings.' });
    } catch (e) {
      setError(errorMessage(e, 'Could not confirm the score.'));
    }
  };
  const onDispute = async () => {
    setError(null);
    setNoteError(undefined);
    try {
      await dispute.mutateAsync(note);
      toast({ title: 'Score disputed', description: 'The captain has your note.' });
    } catch (e) {
      if (e instanceof ApiError && e.fields.note) setNoteError(e.fields.note);
      else setError(errorMessage(e, 'Could not dispute the score.'));
    }
  };
  return (
    <section aria-labelledby="score-status" className="space-y-3 rounded-md border p-4">
      <h2 id="score-status" className="font-semibold">
        Status
      </h2>
      <p className="text-sm" data-testid="score-state">
        {stateText[sheet.state]}
        {sheet.enteredBy ? ` Entered by ${sheet.enteredBy}.` : ''}
        {sheet.confirmedBy && sheet.state === 'confirmed' ? ` Confirmed by ${sheet.confirmedBy}.` : ''}
      </p>
      {outcome ? (
        <p className="text-sm">
          Points: {sheet.match.homeName} {outcome.points[0]} – {outcome.points[1]} {sheet.match.awayName}
          {outcome.winner
            ? ` · won by ${outcome.winner === 1 ? sheet.match.homeName : sheet.match.awayName}`
            : ' · tied'}
        </p>
      ) : null}
      {sheet.state === 'disputed' && sheet.disputeNote ? (
        <p className="text-sm">
          <strong>Dispute note:</strong> {sheet.disputeNote}
        </p>
      ) : null}
      <FormError title="That did not work" message={error} />
      {sheet.can.confirm ? (
        <Button type="button" onClick={onConfirm} disabled={confirm.isPending}>
          Confirm score
        </Button>
      ) : null}
      {sheet.can.dispute ? (
        <div className="space-y-2">
          <Label htmlFor="dispute-note">What is wrong with the score?</Label>
          <Textarea
            id="dispute-note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? 'dispute-note-error' : undefined}
          />
          {noteError ? (
            <p id="dispute-note-error" role="alert" className="text-destructive-text text-sm">
              {noteError}
            </p>
          ) : null}
          <Button type="button" variant="outline" onClick={onDispute} disabled={dispute.isPending}>
            Dispute score
          </Button>
        </div>
      ) : null}
      {sheet.history.length > 0 ? (
        <ul className="space-y-1 text-muted-foreground text-xs">
          {sheet.history.map((h) => (
            <li key={`${h.at}-${h.action}`}>
              {new Date(h.at).toLocaleString()}: {h.action} by {h.byName || 'someone'}
              {h.note ? ` — “${h.note}”` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ReadOnlyLines({ sheet }: { sheet: ScoreSheet }) {
  if (sheet.lines.length === 0) return null;
  return (
    <ul className="space-y-2">
      {sheet.lines.map((l) => (
        <li key={l.lineId} className="rounded-md border p-3 text-sm">
          <strong>{l.lineId}</strong> · {lineStatusLabels[l.status]} ·{' '}
          {l.scoreText ? `${l.scoreText} (${sheet.match.teamName} first)` : '—'}
          {l.winningSide
            ? ` · won by ${l.winningSide === 1 ? sheet.match.teamName : sheet.match.opponentTeam}`
            : ''}
        </li>
      ))}
    </ul>
  );
}

interface LineDraft {
  status: LineStatus;
  scoreText: string;
  winner: '' | '1' | '2';
  opponents: string;
}

const statusOptions = lineStatuses.map((s) => [s, lineStatusLabels[s]] as const);

function ScoreForm({ sheet }: { sheet: ScoreSheet }) {
  const enter = useEnterScores(sheet.match.id);
  const existing = new Map(sheet.lines.map((l) => [l.lineId, l]));
  const [drafts, setDrafts] = useState<Record<string, LineDraft>>(() =>
    Object.fromEntries(
      sheet.formatLines.map((f) => {
        const l = existing.get(f.lineId);
        return [
          f.lineId,
          {
            status: l?.status ?? 'COMPLETED',
            scoreText: l ? formatScoreText(l.score, { matchTiebreak: 'brackets' }) : '',
            winner: l?.winningSide && l.status !== 'COMPLETED' ? (String(l.winningSide) as '1' | '2') : '',
            opponents: l?.opponentPlayers.join(', ') ?? '',
          },
        ];
      }),
    ),
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = (lineId: string, patch: Partial<LineDraft>) =>
    setDrafts((d) => ({ ...d, [lineId]: { ...(d[lineId] as LineDraft), ...patch } }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const local: Record<string, string> = {};
    const lines: ScoreSheetInput['lines'] = sheet.formatLines.map((f, i) => {
      const d = drafts[f.lineId] as LineDraft;
      const parsed = parseScoreText(d.scoreText, f.formatCode);
      if (!parsed.ok) local[`lines.${i}.score`] = parsed.error;
      return {
        lineId: f.lineId,
        status: d.status,
        score: parsed.ok ? parsed.value : { sets: [] },
        winningSide: d.winner ? (Number(d.winner) as 1 | 2) : null,
        opponentPlayers: d.opponents
          .split(/[,/]/)
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 2),
      };
    });
    if (Object.keys(local).length > 0) {
      setFields(local);
      return;
    }
    try {
      await enter.mutateAsync({ lines });
      setFields({});
      toast({ title: 'Score saved', description: 'The co-captain or the coordinator confirms it.' });
    } catch (error) {
      if (error instanceof ApiError) {
        setFields(error.fields);
        setFormError(error.fields.lines ?? (Object.keys(error.fields).length ? null : error.message));
      } else setFormError('Could not save the score.');
    }
  };

  const messagesFor = (i: number) =>
    Object.entries(fields)
      .filter(([path]) => path === `lines.${i}` || path.startsWith(`lines.${i}.`))
      .map(([, message]) => message);

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-muted-foreground text-sm">
        Write each score from our side, <strong>{sheet.match.teamName}</strong> first: 6-4 means{' '}
        {sheet.match.teamName} won the set 6-4 against {sheet.match.opponentTeam}
        {sheet.match.isHome ? '' : ' (an away match: the club stores it the right way round for you)'}. A set
        tiebreak is 7-6(5) (the loser’s points), a match tiebreak 10-8 in place of the third set.
      </p>
      <FormError title="The score was not saved" message={formError} />
      {sheet.formatLines.map((f, i) => {
        const d = drafts[f.lineId] as LineDraft;
        const messages = messagesFor(i);
        const ours = sheet.lineupPlayers[f.lineId] ?? [];
        const errorId = `score-${f.lineId}-errors`;
        return (
          <fieldset key={f.lineId} className="space-y-3 rounded-md border p-4">
            <legend className="px-1 font-semibold">
              {f.lineId} · {f.type === 'singles' ? 'Singles' : 'Doubles'} · {sheet.match.teamName} –{' '}
              {sheet.match.opponentTeam}
            </legend>
            <p className="text-muted-foreground text-xs">
              {f.formatText}
              {ours.length > 0 ? ` · ${sheet.match.teamName}: ${ours.map((p) => p.name).join(' / ')}` : ''}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={`${f.lineId} status`}
                value={d.status}
                options={statusOptions}
                onChange={(e) => update(f.lineId, { status: e.target.value as LineStatus })}
              />
              <TextField
                label={`${f.lineId} score`}
                value={d.scoreText}
                inputMode="text"
                autoComplete="off"
                placeholder="6-4 3-6 10-8"
                aria-invalid={messages.length > 0 || undefined}
                aria-describedby={messages.length > 0 ? errorId : undefined}
                onChange={(e) => update(f.lineId, { scoreText: e.target.value })}
              />
              <SelectField
                label={`${f.lineId} winner`}
                hint="Needed for retired, default, walkover, or a timed line level when time ran out."
                value={d.winner}
                placeholder="From the score"
                options={[
                  ['1', sheet.match.teamName],
                  ['2', sheet.match.opponentTeam],
                ]}
                onChange={(e) => update(f.lineId, { winner: e.target.value as LineDraft['winner'] })}
              />
              <TextField
                label={`${f.lineId} opponents`}
                hint="Their player names, separated by a comma (optional)."
                value={d.opponents}
                onChange={(e) => update(f.lineId, { opponents: e.target.value })}
              />
            </div>
            {messages.length > 0 ? (
              <div id={errorId} role="alert" className="space-y-1">
                {messages.map((m) => (
                  <p key={m} className="text-destructive-text text-sm">
                    {m}
                  </p>
                ))}
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <Button type="submit" disabled={enter.isPending}>
        Save score
      </Button>
    </form>
  );
}
