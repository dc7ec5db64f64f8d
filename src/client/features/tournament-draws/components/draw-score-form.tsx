import { Button } from '@client/components/ui/button';
import { FormError, fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DrawMatchView,
  type DrawResultInput,
  type DrawScoreFormValues,
  drawScoreFormSchema,
} from '@shared/schemas/tournament-draws';
import { type LineStatus, lineStatusLabels, parseScoreText } from '@shared/tennis/score';
import { useForm } from 'react-hook-form';

const statuses: LineStatus[] = ['COMPLETED', 'RETIRED', 'DEFAULTED', 'WALKOVER', 'TIMED', 'DOUBLE_DEFAULT'];

/**
 * The score of one match, typed from side 1's view ("6-4 7-6(5)"), with its status: a
 * retirement, default or walkover names the winner. The shared score rules check it on the server.
 */
export function DrawScoreForm({
  match,
  formatCode,
  submitLabel,
  onSave,
  onDone,
}: {
  match: DrawMatchView;
  formatCode: string;
  submitLabel: string;
  onSave: (body: DrawResultInput) => Promise<unknown>;
  onDone?: () => void;
}) {
  const form = useForm<DrawScoreFormValues>({
    resolver: zodResolver(drawScoreFormSchema),
    defaultValues: { status: 'COMPLETED', scoreText: '', winningSide: '' },
  });
  const status = form.watch('status');
  const side1 = match.side1?.name ?? 'Side 1';
  const side2 = match.side2?.name ?? 'Side 2';
  const onSubmit = form.handleSubmit((values) =>
    submitWith(
      form,
      async () => {
        const parsed = values.scoreText
          ? parseScoreText(values.scoreText, formatCode)
          : { ok: true as const, value: { sets: [] } };
        if (!parsed.ok) {
          form.setError('scoreText', { type: 'parse', message: parsed.error }, { shouldFocus: true });
          return;
        }
        await onSave({
          status: values.status as LineStatus,
          score: parsed.value,
          winningSide: values.winningSide === '' ? null : (Number(values.winningSide) as 1 | 2),
          version: match.version,
        });
        onDone?.();
      },
      {
        renamed: {
          score: 'scoreText',
          'score.sets.0': 'scoreText',
          'score.sets.1': 'scoreText',
          'score.sets.2': 'scoreText',
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField
        label="Result"
        options={statuses.map((s) => [s, lineStatusLabels[s]] as const)}
        {...fieldOf(form, 'status')}
      />
      <TextField
        label={`Score, ${side1} first`}
        hint="Sets as 6-4, a tiebreak set as 7-6(5), a match tiebreak as 1-0(10-8)."
        autoComplete="off"
        inputMode="text"
        {...fieldOf(form, 'scoreText')}
      />
      {status !== 'COMPLETED' && status !== 'DOUBLE_DEFAULT' ? (
        <SelectField
          label="Winner"
          placeholder="Choose…"
          options={[
            ['1', side1],
            ['2', side2],
          ]}
          {...fieldOf(form, 'winningSide')}
        />
      ) : null}
      <FormError title="The score was not saved" message={formErrorOf(form)} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
