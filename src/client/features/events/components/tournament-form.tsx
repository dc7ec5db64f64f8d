import { Button } from '@client/components/ui/button';
import { describedBy, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import {
  type CourtOption,
  type TournamentData,
  type TournamentInput,
  tournamentInputSchema,
} from '@shared/schemas/events';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import {
  EventFormShell,
  KindInput,
  MarkdownField,
  PlaceFields,
  TitleAndSlugFields,
  UploadField,
  useEventForm,
} from './event-form-frame';

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

interface Props {
  initial: TournamentInput;
  timeZone: string;
  courts: CourtOption[];
  submitLabel: string;
  onSubmit: (values: TournamentData) => Promise<void>;
  onCancel: () => void;
}

const fileHint = 'Upload a PDF or image (up to 10 MB), or paste an https:// address.';
const fileTypes = 'application/pdf,image/jpeg,image/png,image/webp';

/** A tournament in the registrable-event editor: whole days, divisions (each a sign-up target), draws and results. */
export function TournamentForm({ initial, timeZone, courts, submitLabel, onSubmit, onCancel }: Props) {
  const editor = useEventForm(tournamentInputSchema, initial, onSubmit);
  const { form, fieldId, errorOf, aria } = editor;
  const { errors } = form.formState;
  // keyName 'key': the divisions' own `id` (existing division) must survive in the values.
  const divisions = useFieldArray({ control: form.control, name: 'divisions', keyName: 'key' });
  return (
    <EventFormShell editor={editor} submitLabel={submitLabel} onCancel={onCancel}>
      <div className="grid gap-4 md:grid-cols-2">
        <TitleAndSlugFields editor={editor} pathPrefix="/events/" />
        <KindInput editor={editor} name="startDate" label="First day" type="date" />
        <KindInput editor={editor} name="endDate" label="Last day" type="date" />
        <KindInput
          editor={editor}
          name="entryDeadline"
          label="Entry deadline"
          type="datetime-local"
          isOptional
          hint={`Club time (${timeZone}). Empty: entries stay open until the first day.`}
        />
        <KindInput
          editor={editor}
          name="entryFee"
          label="Entry fee per player (USD)"
          inputMode="decimal"
          hint="0 for free."
        />
        <PlaceFields editor={editor} courts={courts} />
        <FormField
          id={fieldId('format')}
          label="Format"
          isOptional
          error={errorOf('format')}
          className="md:col-span-2"
        >
          <Textarea rows={2} {...aria('format')} {...form.register('format')} />
        </FormField>
      </div>
      <MarkdownField editor={editor} name="description" label="Description" rows={6} />

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
                id={fieldId(`division-${index}-name`)}
                label={`Division ${index + 1}`}
                error={e?.name?.message}
              >
                <Input
                  id={fieldId(`division-${index}-name`)}
                  placeholder="e.g. Mixed Doubles 3.5"
                  aria-invalid={!!e?.name}
                  aria-describedby={describedBy(fieldId(`division-${index}-name`), e?.name)}
                  {...form.register(`divisions.${index}.name`)}
                />
              </FormField>
              <FormField
                id={fieldId(`division-${index}-capacity`)}
                label="Entries"
                error={e?.capacity?.message}
              >
                <Input
                  id={fieldId(`division-${index}-capacity`)}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  aria-invalid={!!e?.capacity}
                  aria-describedby={describedBy(fieldId(`division-${index}-capacity`), e?.capacity)}
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
        <MarkdownField editor={editor} name="drawsMarkdown" label="Draws" rows={4} />
        <MarkdownField editor={editor} name="resultsMarkdown" label="Results" rows={4} />
        <UploadField
          editor={editor}
          name="drawsFileUrl"
          label="Draws file"
          what="the draws"
          accept={fileTypes}
          hint={fileHint}
        />
        <UploadField
          editor={editor}
          name="resultsFileUrl"
          label="Results file"
          what="the results"
          accept={fileTypes}
          hint={fileHint}
        />
      </fieldset>
    </EventFormShell>
  );
}
