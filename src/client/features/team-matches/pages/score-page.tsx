import { PageSection } from '@client/components/page-section';
import { teamPage } from '@client/components/team-page-frame';
import { Button, buttonVariants } from '@client/components/ui/button';
import { FormError, SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { pathPatterns } from '@shared/paths';
import {
  type ScoreDisputeInput,
  type ScoreSheet,
  type ScoreSheetInput,
  type ScoreSheetValues,
  scoreDisputeSchema,
  scoreSheetInputSchema,
} from '@shared/schemas/team-matches';
import {
  formatScoreText,
  type LineStatus,
  lineStatuses,
  lineStatusLabels,
  parseScoreText,
} from '@shared/tennis/score';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { type FieldError, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import {
  scorecardCsvUrl,
  useConfirmScores,
  useDisputeScores,
  useEnterScores,
  useScoreSheet,
} from '../api/score-api';
import { LineErrors } from '../components/line-errors';
import { MatchHeader } from '../components/match-header';

/** /team-matches/:id/score: a captain enters every line; the co-captain or coordinator confirms. */
export const ScorePage = teamPage(
  { path: pathPatterns.teamMatchScore, useRecord: useScoreSheet, errorTitle: 'Could not load the score' },
  (sheet, id) => (
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
  ),
);

const stateText: Record<ScoreSheet['state'], string> = {
  none: 'No score entered yet.',
  entered: 'Entered, waiting for confirmation.',
  confirmed: 'Confirmed: it counts in the standings.',
  disputed: 'Disputed: the captain corrects it.',
};

function SheetStatus({ sheet }: { sheet: ScoreSheet }) {
  const confirm = useConfirmScores(sheet.match.id);
  const dispute = useDisputeScores(sheet.match.id);
  const [error, setError] = useState<string | null>(null);
  const disputeForm = useForm<ScoreDisputeInput>({
    resolver: zodResolver(scoreDisputeSchema),
    defaultValues: { note: '' },
  });
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
  const onDispute = disputeForm.handleSubmit(({ note }) =>
    submitWith(disputeForm, async () => {
      await dispute.mutateAsync(note);
      toast({ title: 'Score disputed', description: 'The captain has your note.' });
    }),
  );
  return (
    <PageSection
      id="score-status"
      title="Status"
      headingClassName="font-semibold"
      className="space-y-3 rounded-md border p-4"
    >
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
      <FormError title="That did not work" message={error ?? formErrorOf(disputeForm)} />
      {sheet.can.confirm ? (
        <Button type="button" onClick={onConfirm} disabled={confirm.isPending}>
          Confirm score
        </Button>
      ) : null}
      {sheet.can.dispute ? (
        <form onSubmit={onDispute} noValidate className="space-y-2">
          <TextareaField
            id="dispute-note"
            label="What is wrong with the score?"
            error={disputeForm.formState.errors.note?.message}
            {...disputeForm.register('note')}
          />
          <Button type="submit" variant="outline" disabled={dispute.isPending}>
            Dispute score
          </Button>
        </form>
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
    </PageSection>
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

/** A line as the form holds it: the API's names, each typed as text. */
interface LineDraft {
  lineId: string;
  status: LineStatus;
  /** "6-4 3-6 10-8", parsed with the line's format before the schema checks it. */
  score: string;
  winningSide: '' | '1' | '2';
  /** Names separated by a comma. */
  opponentPlayers: string;
}

interface ScoreFormValues {
  lines: LineDraft[];
}

const statusOptions = lineStatuses.map((s) => [s, lineStatusLabels[s]] as const);

/** Every message under one line (its score, winner, status…), shown together below it. */
function messagesOf(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const { message, ref: _ref, ...nested } = errors as { message?: unknown; ref?: unknown };
  return [
    ...(typeof message === 'string' && message ? [message] : []),
    ...Object.values(nested).flatMap(messagesOf),
  ];
}

/** The score texts parsed with each line's format (messages under the score), then the shared schema. */
function scoreResolver(sheet: ScoreSheet): Resolver<ScoreFormValues, unknown, ScoreSheetValues> {
  const resolveSheet = zodResolver(scoreSheetInputSchema);
  return (values, context, options) => {
    const parseErrors: Record<number, { score: FieldError }> = {};
    const lines: ScoreSheetInput['lines'] = values.lines.map((d, i) => {
      const parsed = parseScoreText(d.score, sheet.formatLines[i]?.formatCode);
      if (!parsed.ok) parseErrors[i] = { score: { type: 'parse', message: parsed.error } };
      return {
        lineId: d.lineId,
        status: d.status,
        score: parsed.ok ? parsed.value : { sets: [] },
        winningSide: d.winningSide ? (Number(d.winningSide) as 1 | 2) : null,
        opponentPlayers: d.opponentPlayers
          .split(/[,/]/)
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 2),
      };
    });
    if (Object.keys(parseErrors).length > 0) {
      const errors = { lines: Object.assign([], parseErrors) } as FieldErrors<ScoreFormValues>;
      return { values: {}, errors };
    }
    return resolveSheet({ lines }, context, options as never) as ReturnType<
      Resolver<ScoreFormValues, unknown, ScoreSheetValues>
    >;
  };
}

function ScoreForm({ sheet }: { sheet: ScoreSheet }) {
  const enter = useEnterScores(sheet.match.id);
  const existing = new Map(sheet.lines.map((l) => [l.lineId, l]));
  const form = useForm<ScoreFormValues, unknown, ScoreSheetValues>({
    resolver: scoreResolver(sheet),
    defaultValues: {
      lines: sheet.formatLines.map((f) => {
        const l = existing.get(f.lineId);
        return {
          lineId: f.lineId,
          status: l?.status ?? 'COMPLETED',
          score: l ? formatScoreText(l.score, { matchTiebreak: 'brackets' }) : '',
          winningSide: l?.winningSide && l.status !== 'COMPLETED' ? (String(l.winningSide) as '1' | '2') : '',
          opponentPlayers: l?.opponentPlayers.join(', ') ?? '',
        };
      }),
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    submitWith(form, async () => {
      await enter.mutateAsync(input);
      toast({ title: 'Score saved', description: 'The co-captain or the coordinator confirms it.' });
    }),
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-muted-foreground text-sm">
        Write each score from our side, <strong>{sheet.match.teamName}</strong> first: 6-4 means{' '}
        {sheet.match.teamName} won the set 6-4 against {sheet.match.opponentTeam}
        {sheet.match.isHome ? '' : ' (an away match: the club stores it the right way round for you)'}. A set
        tiebreak is 7-6(5) (the loser’s points), a match tiebreak 10-8 in place of the third set.
      </p>
      <FormError
        title="The score was not saved"
        message={errors.lines?.message ?? errors.lines?.root?.message ?? formErrorOf(form)}
      />
      {sheet.formatLines.map((f, i) => {
        const messages = [...new Set(messagesOf(errors.lines?.[i]))];
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
                options={statusOptions}
                {...form.register(`lines.${i}.status`)}
              />
              <TextField
                label={`${f.lineId} score`}
                inputMode="text"
                autoComplete="off"
                placeholder="6-4 3-6 10-8"
                aria-invalid={messages.length > 0 || undefined}
                aria-describedby={messages.length > 0 ? errorId : undefined}
                {...form.register(`lines.${i}.score`)}
              />
              <SelectField
                label={`${f.lineId} winner`}
                hint="Needed for retired, default, walkover, or a timed line level when time ran out."
                placeholder="From the score"
                options={[
                  ['1', sheet.match.teamName],
                  ['2', sheet.match.opponentTeam],
                ]}
                {...form.register(`lines.${i}.winningSide`)}
              />
              <TextField
                label={`${f.lineId} opponents`}
                hint="Their player names, separated by a comma (optional)."
                {...form.register(`lines.${i}.opponentPlayers`)}
              />
            </div>
            <LineErrors id={errorId} messages={messages} />
          </fieldset>
        );
      })}
      <Button type="submit" disabled={enter.isPending}>
        Save score
      </Button>
    </form>
  );
}
