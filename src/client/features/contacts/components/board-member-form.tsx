import { SaveCancelButtons } from '@client/components/save-cancel-buttons';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { CheckboxField, FormError, fieldOf, TextField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { initialsOf } from '@shared/club';
import { isSameSitePath } from '@shared/same-site-path';
import type {
  CreateBoardMemberInput,
  createBoardMemberSchema,
  updateBoardMemberSchema,
} from '@shared/schemas/contacts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';

export const emptyBoardMember: CreateBoardMemberInput = {
  position: '',
  name: '',
  email: '',
  photoUrl: '',
  isActive: true,
};

const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
const maxPhotoBytes = 2 * 1024 * 1024;

/** The same rules as the server, checked before uploading. */
function photoProblem(file: File): string | null {
  if (!photoTypes.includes(file.type)) return 'The photo must be a JPEG, PNG or WebP image.';
  if (file.size > maxPhotoBytes) return 'The photo is larger than 2 MB. Please choose a smaller one.';
  return null;
}

interface BoardMemberFormProps {
  /**
   * The schema the server checks the call with: createBoardMemberSchema for a new member,
   * updateBoardMemberSchema when editing (the form sends every field, so the optional fields
   * are checked the same way).
   */
  schema: typeof createBoardMemberSchema | typeof updateBoardMemberSchema;
  initial: CreateBoardMemberInput;
  submitLabel: string;
  /** Resolves when saved; rejects with the server's error (what was typed stays). */
  onSubmit: (values: CreateBoardMemberInput, photo: File | null) => Promise<void>;
  onCancel: () => void;
}

export function BoardMemberForm({ schema, initial, submitLabel, onSubmit, onCancel }: BoardMemberFormProps) {
  const id = useId();
  const form = useForm<CreateBoardMemberInput>({
    resolver: zodResolver(schema as typeof createBoardMemberSchema),
    defaultValues: initial,
  });
  const photoUrlError = form.getFieldState('photoUrl', form.formState).error?.message;
  const [name, photoUrl] = form.watch(['name', 'photoUrl']);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? photoProblem(file) : null;
    setPhotoError(problem);
    setPhoto(problem ? null : file);
    if (problem) event.target.value = '';
  };

  const submit = form.handleSubmit((values) =>
    submitWith(form, () => onSubmit(values, photo), { fallback: 'Saving failed. Please try again.' }),
  );
  const isPhotoShowable = isSameSitePath(photoUrl);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormError title="Not saved" message={formErrorOf(form)} />
      <TextField label="Position" placeholder="e.g. Treasurer" {...fieldOf(form, 'position')} />
      <TextField label="Name" autoComplete="off" {...fieldOf(form, 'name')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        hint="Private: messages from the contact form go here. It is never shown on the site."
        {...fieldOf(form, 'email')}
      />
      <fieldset className="space-y-3 rounded-lg border p-3">
        <legend className="px-1 font-medium text-sm">Photo (optional)</legend>
        <div className="flex items-center gap-3">
          <Avatar size="lg" aria-hidden="true">
            {(preview || isPhotoShowable) && <AvatarImage src={preview ?? photoUrl} alt="" />}
            <AvatarFallback>{initialsOf(name)}</AvatarFallback>
          </Avatar>
          <p className="text-muted-foreground text-xs">
            Without a photo the Contacts page shows the initials.
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-photoFile`}>Upload a photo</Label>
          <Input
            id={`${id}-photoFile`}
            type="file"
            accept={photoTypes.join(',')}
            aria-invalid={!!photoError}
            aria-describedby={`${id}-photoFile-hint${photoError ? ` ${id}-photoFile-error` : ''}${photoUrlError ? ` ${id}-photoUrl-error` : ''}`}
            onChange={choosePhoto}
            className="h-auto"
          />
          <p id={`${id}-photoFile-hint`} className="text-muted-foreground text-xs">
            JPEG, PNG or WebP, up to 2 MB. It is uploaded when you save.
          </p>
          {photoError && (
            <p id={`${id}-photoFile-error`} className="text-destructive-text text-sm">
              {photoError}
            </p>
          )}
        </div>
        {photoUrl && !photo && (
          <Button type="button" variant="outline" size="sm" onClick={() => form.setValue('photoUrl', '')}>
            Remove the photo
          </Button>
        )}
        {photoUrlError && (
          <p id={`${id}-photoUrl-error`} className="text-destructive-text text-sm">
            {photoUrlError}
          </p>
        )}
      </fieldset>
      <CheckboxField label="Show on the Contacts page" {...form.register('isActive')} />
      <SaveCancelButtons
        isSubmitting={form.formState.isSubmitting}
        submitLabel={submitLabel}
        onCancel={onCancel}
        className="pt-2"
      />
    </form>
  );
}
