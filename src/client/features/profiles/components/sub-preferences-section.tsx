import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import {
  CheckboxField,
  CheckboxGroupField,
  FormError,
  fieldOf,
  TextField,
} from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SubPreferences,
  type SubPreferencesInput,
  subFormatLabels,
  subFormats,
  subLevels,
  subPreferencesSchema,
} from '@shared/schemas/team-matches-subs';
import { weekdayLabels, weekdays } from '@shared/weekdays';
import { Save, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMySubPreferences, useSaveSubPreferences } from '../api/sub-preferences-api';

/**
 * "Subbing" on the owner's profile (issue 21 §2): a member opts in to be asked when a team is a
 * player short, saying the levels, formats and days they play and how far they travel. Captains'
 * sub finder lists them only within these.
 */
export function SubPreferencesSection() {
  return (
    <section aria-labelledby="sub-preferences-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="sub-preferences-heading" className="flex items-center gap-2 font-semibold text-lg">
        <Shuffle aria-hidden="true" className="size-5" />
        Subbing
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">
        Captains short of a player can ask you to sub. You get an e-mail and answer with one tap.
      </p>
      <QueryState query={useMySubPreferences()} errorTitle="Could not load your subbing preferences">
        {(data) => <SubPreferencesForm saved={data.preferences} />}
      </QueryState>
    </section>
  );
}

const levelOptions = subLevels.map((l) => [l, l] as const);
const formatOptions = subFormats.map((f) => [f, subFormatLabels[f]] as const);
const dayOptions = weekdays.map((d) => [d, weekdayLabels[d]] as const);

function SubPreferencesForm({ saved }: { saved: SubPreferences }) {
  const save = useSaveSubPreferences();
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<SubPreferencesInput, unknown, SubPreferences>({
    resolver: zodResolver(subPreferencesSchema),
    defaultValues: saved,
  });
  const { errors, isDirty } = form.formState;
  const isAvailable = form.watch('isAvailable');

  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    return submitWith(form, async () => {
      const result = await save.mutateAsync(values);
      form.reset(result.preferences);
      setStatus(
        result.preferences.isAvailable
          ? 'Saved: captains can ask you to sub.'
          : 'Saved: captains will not ask you to sub.',
      );
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Subbing preferences">
      <FormError title="Not saved" message={formErrorOf(form)} />
      {status && !isDirty ? (
        <p role="status" className="rounded-md border bg-secondary px-3 py-2 text-sm">
          {status}
        </p>
      ) : null}
      <CheckboxField
        label="I am available to sub"
        description="Your name, rating and these choices are shown to captains looking for a sub."
        {...form.register('isAvailable')}
      />
      {isAvailable ? (
        <div className="space-y-4">
          <CheckboxGroupField
            legend="Levels"
            hint="League levels you would play at."
            options={levelOptions}
            error={errors.levels?.message}
            inputProps={() => form.register('levels')}
          />
          <CheckboxGroupField
            legend="Formats"
            options={formatOptions}
            error={errors.formats?.message}
            inputProps={() => form.register('formats')}
          />
          <CheckboxGroupField
            legend="Days"
            options={dayOptions}
            error={errors.days?.message}
            inputProps={() => form.register('days')}
          />
          <TextField
            label="How far you travel (miles)"
            hint="From the club's home courts; 0 means home courts only. Captains see who a venue is too far for."
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            className="max-w-sm"
            {...fieldOf(form, 'travelMiles', { valueAsNumber: true })}
          />
        </div>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        <Save aria-hidden="true" />
        {save.isPending ? 'Saving...' : 'Save subbing preferences'}
      </Button>
    </form>
  );
}
