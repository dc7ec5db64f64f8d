import { Button } from '@client/components/ui/button';
import { FormError, SelectField, TextField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { toast } from '@client/lib/toast-store';
import { type DivisionDrawsView, type MakeDrawInput, makeDrawSchema } from '@shared/schemas/tournament-draws';
import { type DrawKind, drawKindLabels, drawKinds } from '@shared/tennis/draws';
import { useForm } from 'react-hook-form';
import { useMakeDraw } from '../api/tournament-draws-api';

interface MakeFormValues {
  kind: DrawKind;
  seeding: 'rating' | 'organiser';
  seedCount: string;
  groupSize: string;
  formatCode: string;
  seeds: Record<string, string>;
}

/** The organiser makes a division's draft draw: kind, seeds, group size and scoring format. */
export function MakeDrawForm({ division, onDone }: { division: DivisionDrawsView; onDone?: () => void }) {
  const make = useMakeDraw();
  const form = useForm<MakeFormValues>({
    defaultValues: {
      kind: 'singleElimination',
      seeding: 'rating',
      seedCount: '',
      groupSize: '4',
      formatCode: 'SET3-S:6/TB7',
      seeds: {},
    },
  });
  const kind = form.watch('kind');
  const seeding = form.watch('seeding');
  const onSubmit = form.handleSubmit((v) =>
    submitWith(form, async () => {
      const body: MakeDrawInput = {
        kind: v.kind,
        seeding: v.seeding,
        formatCode: v.formatCode,
        groupSize: Number(v.groupSize),
        ...(v.seedCount.trim() ? { seedCount: Number(v.seedCount) } : {}),
        seeds:
          v.seeding === 'organiser'
            ? Object.entries(v.seeds)
                .filter(([, seed]) => seed.trim() !== '')
                .map(([registrationId, seed]) => ({ registrationId, seed: Number(seed) }))
            : [],
      };
      const parsed = makeDrawSchema.safeParse(body);
      if (!parsed.success) {
        form.setError('root.server', {
          type: 'client',
          message: parsed.error.issues[0]?.message ?? 'Check the form.',
        });
        return;
      }
      await make.mutateAsync({ divisionId: division.divisionId, body });
      toast({ title: 'Draft draw made', description: 'Check it, swap lines if needed, then publish it.' });
      onDone?.();
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Kind of draw"
          options={drawKinds.map((k) => [k, drawKindLabels[k]] as const)}
          {...form.register('kind')}
        />
        <SelectField
          label="Seeds"
          options={[
            ['rating', 'Highest ratings'],
            ['organiser', 'I choose the seeds'],
          ]}
          {...form.register('seeding')}
        />
        {seeding === 'rating' ? (
          <TextField
            label="Number of seeds"
            hint="Empty: a quarter of the draw."
            inputMode="numeric"
            {...form.register('seedCount')}
          />
        ) : null}
        {kind === 'roundRobin' ? (
          <SelectField
            label="Players per group"
            options={['3', '4', '5', '6'].map((n) => [n, n] as const)}
            {...form.register('groupSize')}
          />
        ) : null}
        <TextField
          label="Scoring format"
          hint="TODS code, e.g. SET3-S:6/TB7-F:TB10"
          {...form.register('formatCode')}
        />
      </div>
      {seeding === 'organiser' ? (
        <fieldset className="space-y-2">
          <legend className="font-medium">Seed numbers (leave empty for unseeded)</legend>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {division.entries.map((e) => (
              <li key={e.registrationId}>
                <TextField
                  label={`${e.name}${e.ntrp ? ` (${e.ntrp})` : ''}`}
                  inputMode="numeric"
                  {...form.register(`seeds.${e.registrationId}`)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <FormError title="The draw was not made" message={formErrorOf(form)} />
      <Button type="submit" disabled={form.formState.isSubmitting || division.confirmedCount < 2}>
        {form.formState.isSubmitting ? 'Making the draw…' : 'Make the draw'}
      </Button>
      {division.confirmedCount < 2 ? (
        <p className="text-muted-foreground text-sm">A draw needs at least two confirmed entries.</p>
      ) : null}
    </form>
  );
}
