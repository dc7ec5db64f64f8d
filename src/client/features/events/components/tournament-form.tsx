import { Button } from '@client/components/ui/button';
import { describedBy, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import {
  type TournamentData,
  type TournamentInput,
  tournamentInputSchema,
} from '@shared/schemas/events-tournaments';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import {
  type EventForm,
  EventFormShell,
  type KindFormProps,
  KindInput,
  MarkdownField,
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

const fileHint = 'Upload a PDF or image (up to 10 MB), or paste an https:// address.';
const fileTypes = 'application/pdf,image/jpeg,image/png,image/webp';
/** The files a tournament publishes beside its Markdown: the draws, then the results. */
const publishedFiles = [
  ['drawsFileUrl', 'Draws file', 'the draws'],
  ['resultsFileUrl', 'Results file', 'the results'],
] as const;

/** A tournament in the registrable-event editor: whole days, divisions (each a sign-up target), draws and results. */
export function TournamentForm(props: KindFormProps<TournamentInput, TournamentData>) {
  const editor = useEventForm(tournamentInputSchema, props.initial, props.onSubmit);
  const { form, fieldId, errorOf, aria } = editor;
  return (
    <EventFormShell
      editor={editor}
      kindProps={props}
      pathPrefix="/events/"
      descriptionRows={6}
      when={
        <>
          <KindInput editor={editor} name="startDate" label="First day" type="date" />
          <KindInput editor={editor} name="endDate" label="Last day" type="date" />
        </>
      }
      deadline={{
        name: 'entryDeadline',
        label: 'Entry deadline',
        hint: `Club time (${props.timeZone}). Empty: entries stay open until the first day.`,
      }}
      after={<TournamentSections editor={editor} />}
    >
      <KindInput
        editor={editor}
        name="entryFee"
        label="Entry fee per player (USD)"
        inputMode="decimal"
        hint="0 for free."
      />
      <FormField
        id={fieldId('format')}
        label="Format"
        isOptional
        error={errorOf('format')}
        className="md:col-span-2"
      >
        <Textarea rows={2} {...aria('format')} {...form.register('format')} />
      </FormField>
    </EventFormShell>
  );
}

/** What only tournaments have: divisions (each a sign-up target), draws and results. */
function TournamentSections({ editor }: { editor: EventForm<TournamentInput, TournamentData> }) {
  const { form, fieldId } = editor;
  const { errors } = form.formState;
  // keyName 'key': the divisions' own `id` (existing division) must survive in the values.
  const divisions = useFieldArray({ control: form.control, name: 'divisions', keyName: 'key' });
  return (
    <>
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
        {publishedFiles.map(([name, label, what]) => (
          <UploadField
            key={name}
            editor={editor}
            name={name}
            label={label}
            what={what}
            accept={fileTypes}
            hint={fileHint}
          />
        ))}
      </fieldset>
    </>
  );
}
