import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { describedBy, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { FileUploadButton } from '@client/features/events/components/file-upload-button';
import { selectClass } from '@client/features/events/components/registration-fields';
import { ApiError } from '@client/lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CourtOption,
  slugifyEventTitle,
  type TournamentData,
  type TournamentInput,
  tournamentInputSchema,
} from '@shared/schemas/events';
import { AlertTriangle, Plus, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';

export const emptyTournament: TournamentInput = {
  title: '',
  slug: '',
  description: '',
  startDate: '',
  endDate: '',
  courtId: '',
  placeText: '',
  format: '',
  entryDeadline: '',
  entryFee: '0',
  drawsMarkdown: '',
  drawsFileUrl: '',
  resultsMarkdown: '',
  resultsFileUrl: '',
  divisions: [{ name: '', capacity: 16 }],
};

const fieldNames = Object.keys(emptyTournament) as FieldPath<TournamentInput>[];

interface Props {
  initial: TournamentInput;
  timeZone: string;
  courts: CourtOption[];
  submitLabel: string;
  onSubmit: (values: TournamentData) => Promise<void>;
  onCancel: () => void;
}

export function TournamentForm({ initial, timeZone, courts, submitLabel, onSubmit, onCancel }: Props) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TournamentInput, unknown, TournamentData>({
    resolver: zodResolver(tournamentInputSchema),
    defaultValues: initial,
  });
  // keyName 'key': the divisions' own `id` (existing division) must survive in the values.
  const divisions = useFieldArray({ control: form.control, name: 'divisions', keyName: 'key' });
  const { errors, isSubmitting } = form.formState;
  const title = form.watch('title');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Saving failed. Please try again.';
      if (error instanceof ApiError && error.status === 409 && /web address/.test(message)) {
        form.setError('slug', { message }, { shouldFocus: true });
        return;
      }
      const match = /^([\w.]+): (.*)$/.exec(message);
      const path = match?.[1];
      const isKnown =
        path && (fieldNames.includes(path as FieldPath<TournamentInput>) || path.startsWith('divisions.'));
      if (error instanceof ApiError && match && isKnown) {
        form.setError(path as FieldPath<TournamentInput>, { message: match[2] }, { shouldFocus: true });
        if (path.startsWith('divisions.')) setFormError(match[2] ?? message);
        return;
      }
      setFormError(message);
    }
  });

  const f = (name: string) => `${id}-${name}`;
  const err = (name: keyof TournamentInput) => errors[name]?.message as string | undefined;
  const aria = (name: keyof TournamentInput, hint = false) => ({
    id: f(name),
    'aria-invalid': !!errors[name],
    'aria-describedby': describedBy(f(name), errors[name], hint),
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {formError && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Not saved</AlertTitle>
          <AlertDescription>
            <p>{formError}</p>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={f('title')} label="Title" error={err('title')} className="md:col-span-2">
          <Input {...aria('title')} {...form.register('title')} />
        </FormField>
        <FormField
          id={f('slug')}
          label="Web address"
          isOptional
          error={err('slug')}
          hint={`/events/${form.watch('slug') || slugifyEventTitle(title) || '…'} — leave empty to make it from the title.`}
          className="md:col-span-2"
        >
          <Input {...aria('slug', true)} {...form.register('slug')} />
        </FormField>
        <FormField id={f('startDate')} label="First day" error={err('startDate')}>
          <Input type="date" {...aria('startDate')} {...form.register('startDate')} />
        </FormField>
        <FormField id={f('endDate')} label="Last day" error={err('endDate')}>
          <Input type="date" {...aria('endDate')} {...form.register('endDate')} />
        </FormField>
        <FormField
          id={f('entryDeadline')}
          label="Entry deadline"
          isOptional
          error={err('entryDeadline')}
          hint={`Club time (${timeZone}). Empty: entries stay open until the first day.`}
        >
          <Input type="datetime-local" {...aria('entryDeadline', true)} {...form.register('entryDeadline')} />
        </FormField>
        <FormField
          id={f('entryFee')}
          label="Entry fee per player (USD)"
          error={err('entryFee')}
          hint="0 for free."
        >
          <Input inputMode="decimal" {...aria('entryFee', true)} {...form.register('entryFee')} />
        </FormField>
        <FormField id={f('courtId')} label="Court location" isOptional error={err('courtId')}>
          <select className={selectClass} {...aria('courtId')} {...form.register('courtId')}>
            <option value="">Somewhere else (describe below)</option>
            {courts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={f('placeText')} label="Place details" error={err('placeText')}>
          <Input {...aria('placeText')} {...form.register('placeText')} />
        </FormField>
        <FormField id={f('format')} label="Format" isOptional error={err('format')} className="md:col-span-2">
          <Textarea rows={2} {...aria('format')} {...form.register('format')} />
        </FormField>
        <FormField
          id={f('description')}
          label="Description"
          isOptional
          error={err('description')}
          hint="Markdown: **bold**, - lists, [links](https://…)."
          className="md:col-span-2"
        >
          <Textarea rows={6} {...aria('description', true)} {...form.register('description')} />
        </FormField>
      </div>

      <fieldset className="space-y-3 rounded-lg border p-4">
        <legend className="px-1 font-semibold">Divisions</legend>
        {typeof errors.divisions?.message === 'string' && (
          <p className="text-destructive-text text-sm">{errors.divisions.message}</p>
        )}
        {divisions.fields.map((field, index) => {
          const e = errors.divisions?.[index];
          return (
            <div key={field.key} className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
              <FormField
                id={f(`division-${index}-name`)}
                label={`Division ${index + 1}`}
                error={e?.name?.message}
              >
                <Input
                  id={f(`division-${index}-name`)}
                  placeholder="e.g. Mixed Doubles 3.5"
                  aria-invalid={!!e?.name}
                  aria-describedby={describedBy(f(`division-${index}-name`), e?.name)}
                  {...form.register(`divisions.${index}.name`)}
                />
              </FormField>
              <FormField id={f(`division-${index}-capacity`)} label="Entries" error={e?.capacity?.message}>
                <Input
                  id={f(`division-${index}-capacity`)}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  aria-invalid={!!e?.capacity}
                  aria-describedby={describedBy(f(`division-${index}-capacity`), e?.capacity)}
                  {...form.register(`divisions.${index}.capacity`, { valueAsNumber: true })}
                />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove division ${index + 1}`}
                disabled={divisions.fields.length === 1}
                onClick={() => divisions.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => divisions.append({ name: '', capacity: 16 })}
        >
          <Plus aria-hidden="true" />
          Add division
        </Button>
        <p className="text-muted-foreground text-xs">A division with entries cannot be removed.</p>
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border p-4 md:grid-cols-2">
        <legend className="px-1 font-semibold">Draws and results</legend>
        <FormField id={f('drawsMarkdown')} label="Draws" isOptional error={err('drawsMarkdown')}>
          <Textarea rows={4} {...aria('drawsMarkdown')} {...form.register('drawsMarkdown')} />
        </FormField>
        <FormField id={f('resultsMarkdown')} label="Results" isOptional error={err('resultsMarkdown')}>
          <Textarea rows={4} {...aria('resultsMarkdown')} {...form.register('resultsMarkdown')} />
        </FormField>
        <FormField
          id={f('drawsFileUrl')}
          label="Draws file"
          isOptional
          error={err('drawsFileUrl')}
          hint="Upload a PDF or image (up to 10 MB), or paste an https:// address."
        >
          <Input {...aria('drawsFileUrl', true)} {...form.register('drawsFileUrl')} />
          <FileUploadButton
            label="the draws"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onUploaded={(url) =>
              form.setValue('drawsFileUrl', url, { shouldDirty: true, shouldValidate: true })
            }
          />
        </FormField>
        <FormField
          id={f('resultsFileUrl')}
          label="Results file"
          isOptional
          error={err('resultsFileUrl')}
          hint="Upload a PDF or image (up to 10 MB), or paste an https:// address."
        >
          <Input {...aria('resultsFileUrl', true)} {...form.register('resultsFileUrl')} />
          <FileUploadButton
            label="the results"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onUploaded={(url) =>
              form.setValue('resultsFileUrl', url, { shouldDirty: true, shouldValidate: true })
            }
          />
        </FormField>
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          <Save aria-hidden="true" />
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
