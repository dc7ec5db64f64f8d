import { Markdown } from '@client/components/markdown';
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
  type SocialEventData,
  type SocialEventInput,
  slugifyEventTitle,
  socialEventInputSchema,
} from '@shared/schemas/events';
import { AlertTriangle, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';

export const emptySocialEvent: SocialEventInput = {
  title: '',
  slug: '',
  description: '',
  startsAt: '',
  endsAt: '',
  signupDeadline: '',
  courtId: '',
  placeText: '',
  capacity: 16,
  waitlistLimit: '',
  fee: '0',
  imageUrl: '',
};

const fieldNames = Object.keys(emptySocialEvent) as FieldPath<SocialEventInput>[];

interface Props {
  initial: SocialEventInput;
  timeZone: string;
  courts: CourtOption[];
  submitLabel: string;
  /** Resolves when saved; rejects with the server's error (the form keeps what was typed). */
  onSubmit: (values: SocialEventData) => Promise<void>;
  onCancel: () => void;
}

/** Create and edit form of a social; times are wall-clock times at the club. */
export function SocialEventForm({ initial, timeZone, courts, submitLabel, onSubmit, onCancel }: Props) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [isPreview, setIsPreview] = useState(false);
  const form = useForm<SocialEventInput, unknown, SocialEventData>({
    resolver: zodResolver(socialEventInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const title = form.watch('title');
  const description = form.watch('description');

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
      const match = /^(\w+): (.*)$/.exec(message);
      const field = fieldNames.find((f) => f === match?.[1]);
      if (error instanceof ApiError && (error.status === 400 || error.status === 409) && field && match) {
        form.setError(field, { message: match[2] }, { shouldFocus: true });
        return;
      }
      setFormError(message);
    }
  });

  const f = (name: keyof SocialEventInput) => `${id}-${name}`;
  const err = (name: keyof SocialEventInput) => errors[name]?.message as string | undefined;
  const aria = (name: keyof SocialEventInput, hint = false) => ({
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
          hint={`/social_events/${form.watch('slug') || slugifyEventTitle(title) || '…'} — leave empty to make it from the title.`}
          className="md:col-span-2"
        >
          <Input {...aria('slug', true)} {...form.register('slug')} />
        </FormField>
        <FormField
          id={f('startsAt')}
          label="Starts"
          error={err('startsAt')}
          hint={`Club time (${timeZone}).`}
        >
          <Input type="datetime-local" {...aria('startsAt', true)} {...form.register('startsAt')} />
        </FormField>
        <FormField id={f('endsAt')} label="Ends" error={err('endsAt')}>
          <Input type="datetime-local" {...aria('endsAt')} {...form.register('endsAt')} />
        </FormField>
        <FormField
          id={f('signupDeadline')}
          label="Sign-up deadline"
          isOptional
          error={err('signupDeadline')}
          hint="Empty: sign-up stays open until the start."
        >
          <Input
            type="datetime-local"
            {...aria('signupDeadline', true)}
            {...form.register('signupDeadline')}
          />
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
        <FormField
          id={f('placeText')}
          label="Place details"
          error={err('placeText')}
          hint="With a court location: extra details (e.g. “Courts 1–4”). Without: the full place."
          className="md:col-span-2"
        >
          <Input {...aria('placeText', true)} {...form.register('placeText')} />
        </FormField>
        <FormField id={f('capacity')} label="Places" error={err('capacity')}>
          <Input
            type="number"
            min={1}
            inputMode="numeric"
            {...aria('capacity')}
            {...form.register('capacity', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          id={f('waitlistLimit')}
          label="Waitlist limit"
          isOptional
          error={err('waitlistLimit')}
          hint="Empty: no limit. 0: no waitlist (the event shows “Full”)."
        >
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            {...aria('waitlistLimit', true)}
            {...form.register('waitlistLimit')}
          />
        </FormField>
        <FormField id={f('fee')} label="Fee (USD)" error={err('fee')} hint="0 for a free event.">
          <Input inputMode="decimal" {...aria('fee', true)} {...form.register('fee')} />
        </FormField>
        <FormField
          id={f('imageUrl')}
          label="Picture"
          isOptional
          error={err('imageUrl')}
          hint="JPEG, PNG or WebP, up to 10 MB. Its address on this site appears here."
        >
          <Input {...aria('imageUrl', true)} {...form.register('imageUrl')} />
          <FileUploadButton
            label="a picture"
            accept="image/jpeg,image/png,image/webp"
            onUploaded={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
          />
        </FormField>
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={f('description')} className="font-medium text-sm">
            Description
          </label>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setIsPreview((p) => !p)}
            aria-pressed={isPreview}
          >
            {isPreview ? 'Edit text' : 'Preview'}
          </Button>
        </div>
        {isPreview ? (
          <div className="min-h-40 rounded-md border p-3">
            {description?.trim() ? (
              <Markdown source={description} />
            ) : (
              <p className="text-muted-foreground">Nothing to preview yet.</p>
            )}
          </div>
        ) : (
          <Textarea rows={10} {...aria('description', true)} {...form.register('description')} />
        )}
        <p id={`${f('description')}-hint`} className="text-muted-foreground text-xs">
          Markdown: **bold**, *italic*, - lists, [links](https://…).
        </p>
        {errors.description && <p className="text-destructive-text text-sm">{errors.description.message}</p>}
      </div>
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
