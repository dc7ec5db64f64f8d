import { FileUploadButton } from '@client/components/file-upload-button';
import { Markdown } from '@client/components/markdown';
import { SaveCancelButtons } from '@client/components/save-cancel-buttons';
import { Button } from '@client/components/ui/button';
import { describedBy, FormError, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { selectClass } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { callApi } from '@client/lib/call-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { eventsAdminApi } from '@shared/api/events';
import { type CourtOption, eventFileMaxBytes } from '@shared/schemas/events';
import { slugify } from '@shared/slug';
import type { z } from '@shared/zod';
import { type ReactNode, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from 'react-hook-form';

/** The fields every registrable kind's editor has. */
export interface CommonEventValues extends FieldValues {
  title: string;
  slug: string;
  description: string;
  courtId: string;
  placeText: string;
}

/**
 * The editor form of any registrable kind: the kind's zod schema as resolver, and the
 * server's refusals put under the field they name (or above the form).
 */
export function useEventForm<In extends CommonEventValues, Out>(
  schema: z.ZodType<Out, In>,
  initial: In,
  onSubmit: (values: Out) => Promise<void>,
) {
  const id = useId();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: initial as DefaultValues<In>,
  });
  // The server's field messages go under their fields by path (e.g. "divisions.1.capacity").
  const submit = form.handleSubmit((values) =>
    submitWith(form, () => onSubmit(values), { fallback: 'Saving failed. Please try again.' }),
  );
  const formError = formErrorOf(form);
  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: string): string | undefined =>
    (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const aria = (name: string, hasHint = false) => ({
    id: fieldId(name),
    'aria-invalid': !!errorOf(name),
    'aria-describedby': describedBy(
      fieldId(name),
      errorOf(name) ? { message: errorOf(name) } : undefined,
      hasHint,
    ),
  });
  return { form, submit, formError, fieldId, errorOf, aria };
}

export type EventForm<In extends CommonEventValues, Out> = ReturnType<typeof useEventForm<In, Out>>;

/** Error note, the kind's fields, Save and Cancel. */
/** What every kind's editor form is given by the editor pages. */
export interface KindFormProps<In, Out> {
  initial: In;
  timeZone: string;
  courts: CourtOption[];
  submitLabel: string;
  /** Resolves when saved; rejects with the server's error (the form keeps what was typed). */
  onSubmit: (values: Out) => Promise<void>;
  onCancel: () => void;
}

/**
 * The editor form of every kind: title and address, the kind's dates (`when`), the place, the
 * kind's other fields (children), the description, then `after` (sections of its own) and save.
 */
export function EventFormShell<In extends CommonEventValues, Out>({
  editor,
  kindProps: { submitLabel, onCancel, courts },
  pathPrefix,
  when,
  deadline,
  descriptionRows,
  after,
  children,
}: {
  editor: EventForm<In, Out>;
  kindProps: KindFormProps<In, Out>;
  /** The public address before the slug: "/events/". */
  pathPrefix: string;
  when: ReactNode;
  /** The sign-up deadline every kind has (optional, on the club's clock), in the kind's words. */
  deadline: { name: Path<In>; label: string; hint: string };
  descriptionRows?: number;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { isSubmitting } = editor.form.formState;
  return (
    <form noValidate onSubmit={editor.submit} className="space-y-6">
      <FormError title="Not saved" message={editor.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <TitleAndSlugFields editor={editor} pathPrefix={pathPrefix} />
        {when}
        <KindInput editor={editor} type="datetime-local" isOptional {...deadline} />
        <PlaceFields editor={editor} courts={courts} />
        {children}
      </div>
      <MarkdownField
        editor={editor}
        name={common<In>('description')}
        label="Description"
        rows={descriptionRows}
      />
      {after}
      <SaveCancelButtons isSubmitting={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

/**
 * The shared fields take any kind's editor (its own values `In`, its parsed data `Out`); a field
 * every kind has is named through `common`, a kind's own field by its path in `In`.
 */
function common<In extends CommonEventValues>(name: keyof CommonEventValues & string): Path<In> {
  return name as Path<In>;
}

/** The current text of a field (re-rendering when it changes), whatever the kind's values. */
function watchText<In extends CommonEventValues, Out>(editor: EventForm<In, Out>, name: Path<In>) {
  return (editor.form.watch as (field: string) => unknown)(name) as string | undefined;
}

/** Title and web address (made from the title when left empty). */
export function TitleAndSlugFields<In extends CommonEventValues, Out>({
  editor,
  pathPrefix,
}: {
  editor: EventForm<In, Out>;
  pathPrefix: string;
}) {
  const { form, fieldId, errorOf, aria } = editor;
  const title = watchText(editor, common('title')) ?? '';
  return (
    <>
      <FormField id={fieldId('title')} label="Title" error={errorOf('title')} className="md:col-span-2">
        <Input {...aria('title')} {...form.register(common('title'))} />
      </FormField>
      <FormField
        id={fieldId('slug')}
        label="Web address"
        isOptional
        error={errorOf('slug')}
        hint={`${pathPrefix}${watchText(editor, common('slug')) || slugify(title) || '…'} — leave empty to make it from the title.`}
        className="md:col-span-2"
      >
        <Input {...aria('slug', true)} {...form.register(common('slug'))} />
      </FormField>
    </>
  );
}

/** A court of the club, or somewhere else described in words. */
export function PlaceFields<In extends CommonEventValues, Out>({
  editor,
  courts,
}: {
  editor: EventForm<In, Out>;
  courts: CourtOption[];
}) {
  const { form, fieldId, errorOf, aria } = editor;
  return (
    <>
      <FormField id={fieldId('courtId')} label="Court location" isOptional error={errorOf('courtId')}>
        <select className={selectClass} {...aria('courtId')} {...form.register(common('courtId'))}>
          <option value="">Somewhere else (describe below)</option>
          {courts.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={fieldId('placeText')}
        label="Place details"
        error={errorOf('placeText')}
        hint="With a court location: extra details (e.g. “Courts 1–4”). Without: the full place."
      >
        <Input {...aria('placeText', true)} {...form.register(common('placeText'))} />
      </FormField>
    </>
  );
}

/** Markdown text with a preview (description, draws, results). */
export function MarkdownField<In extends CommonEventValues, Out>({
  editor,
  name,
  label,
  rows = 10,
}: {
  editor: EventForm<In, Out>;
  name: Path<In>;
  label: string;
  rows?: number;
}) {
  const { form, fieldId, errorOf, aria } = editor;
  const [isPreview, setIsPreview] = useState(false);
  const source = watchText(editor, name);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={fieldId(name)} className="font-medium text-sm">
          {label}
        </label>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => setIsPreview((p) => !p)}
          aria-pressed={isPreview}
        >
          {isPreview ? 'Edit text' : 'Preview'}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </div>
      {isPreview ? (
        <div className="min-h-24 rounded-md border p-3">
          {source?.trim() ? (
            <Markdown source={source} />
          ) : (
            <p className="text-muted-foreground">Nothing to preview yet.</p>
          )}
        </div>
      ) : (
        <Textarea rows={rows} {...aria(name, true)} {...form.register(name)} />
      )}
      <p id={`${fieldId(name)}-hint`} className="text-muted-foreground text-xs">
        Markdown: **bold**, *italic*, - lists, [links](https://…).
      </p>
      {errorOf(name) && <p className="text-destructive-text text-sm">{errorOf(name)}</p>}
    </div>
  );
}

/** An address field with an upload button that fills it in. */
export function UploadField<In extends CommonEventValues, Out>({
  editor,
  name,
  label,
  hint,
  what,
  accept,
}: {
  editor: EventForm<In, Out>;
  name: Path<In>;
  label: string;
  hint: string;
  /** "a picture", "the draws"… */
  what: string;
  accept: string;
}) {
  const { form, fieldId, errorOf, aria } = editor;
  return (
    <FormField id={fieldId(name)} label={label} isOptional error={errorOf(name)} hint={hint}>
      <Input {...aria(name, true)} {...form.register(name)} />
      <FileUploadButton
        label={what}
        accept={accept}
        maxBytes={eventFileMaxBytes}
        tooLargeMessage="The file is larger than 10 MB. Please choose a smaller one."
        upload={(file) => callApi(eventsAdminApi.uploadFile, { file }).then((a) => a.file.url)}
        onUploaded={(url) =>
          form.setValue(name, url as PathValue<In, Path<In>>, { shouldDirty: true, shouldValidate: true })
        }
      />
    </FormField>
  );
}

/** A plain input of the kind's own (dates, numbers, money). */
export function KindInput<In extends CommonEventValues, Out>({
  editor,
  name,
  label,
  hint,
  isOptional,
  type,
  asNumber,
  inputMode,
  min,
  className,
}: {
  editor: EventForm<In, Out>;
  name: Path<In>;
  label: string;
  hint?: string;
  isOptional?: boolean;
  type?: 'date' | 'datetime-local' | 'number';
  asNumber?: boolean;
  inputMode?: 'numeric' | 'decimal';
  min?: number;
  className?: string;
}) {
  const { form, fieldId, errorOf, aria } = editor;
  return (
    <FormField
      id={fieldId(name)}
      label={label}
      isOptional={isOptional}
      error={errorOf(name)}
      hint={hint}
      className={className}
    >
      <Input
        type={type}
        min={min}
        inputMode={inputMode}
        {...aria(name, !!hint)}
        {...form.register(name, asNumber ? { valueAsNumber: true } : undefined)}
      />
    </FormField>
  );
}
