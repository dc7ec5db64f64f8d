import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { initialsOf } from '@shared/club-identity';
import { avatarMaxBytes, avatarMimeTypes } from '@shared/schemas/profiles';
import { Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useRemoveAvatar, useUploadAvatar } from '../api/profiles-api';

export const avatarTypeMessage = 'Only JPEG, PNG or WebP pictures can be used as a profile picture.';
export const avatarSizeMessage = 'The picture is larger than 2 MB. Please choose a smaller one.';

/** Why a chosen file cannot be a profile picture (the server checks the bytes again). */
export function avatarFileProblem(file: File): string | null {
  if (!(avatarMimeTypes as readonly string[]).includes(file.type)) return avatarTypeMessage;
  if (file.size > avatarMaxBytes) return avatarSizeMessage;
  if (file.size === 0) return 'The chosen file is empty.';
  return null;
}

/** How the picture is saved: one's own (the default), or a member's by an admin. */
export interface AvatarActions {
  upload: {
    mutate(file: File, options: { onSuccess: () => void }): void;
    isPending: boolean;
    error: Error | null;
    reset(): void;
  };
  remove: {
    mutate(input: undefined, options: { onSuccess: () => void }): void;
    isPending: boolean;
    error: Error | null;
  };
  /** Whose picture it is, for the texts: 'Your' or e.g. "Mia Member's". */
  isOwn: boolean;
}

function useOwnAvatarActions(): AvatarActions {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  return {
    upload: {
      mutate: (file, options) =>
        // The header's avatar follows the /api/me entry the mutation updates (auth store).
        upload.mutate(file, { onSuccess: () => options.onSuccess() }),
      isPending: upload.isPending,
      error: upload.error,
      reset: upload.reset,
    },
    remove: {
      mutate: (_, options) => remove.mutate(undefined, { onSuccess: () => options.onSuccess() }),
      isPending: remove.isPending,
      error: remove.error,
    },
    isOwn: true,
  };
}

/** Profile picture: choose, preview, upload; or remove (back to initials). */
export function AvatarUpload({
  name,
  avatarUrl,
  actions,
}: {
  name: string;
  avatarUrl: string | null;
  /** Without it: the signed-in user's own picture. */
  actions?: AvatarActions;
}) {
  const own = useOwnAvatarActions();
  const { upload, remove, isOwn } = actions ?? own;
  const whose = isOwn ? 'Your' : `${name || 'The member'}'s`;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clearChoice = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const shown = preview ?? avatarUrl;
  const serverError = upload.error?.message ?? remove.error?.message ?? null;
  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-4">
      <h2 id={`${inputId}-heading`} className="font-semibold text-lg">
        Profile picture
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar size="lg" className="size-20 text-xl">
          {shown ? (
            <AvatarImage src={shown} alt={preview ? 'Preview of the new picture' : `${whose} picture`} />
          ) : null}
          <AvatarFallback>{initialsOf(name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor={inputId}>Choose a picture</Label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={avatarMimeTypes.join(',')}
            aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:font-medium file:text-sm"
            onChange={(e) => {
              setSaved(null);
              upload.reset();
              const chosen = e.target.files?.[0] ?? null;
              if (!chosen) return clearChoice();
              const why = avatarFileProblem(chosen);
              setProblem(why);
              if (why) clearChoice();
              else setFile(chosen);
            }}
          />
          <p id={`${inputId}-hint`} className="text-muted-foreground text-xs">
            JPEG, PNG or WebP, at most 2 MB.
          </p>
          {problem ? (
            <p id={`${inputId}-problem`} role="alert" className="text-destructive-text text-sm">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      <FormError title="Picture not saved" message={serverError} />
      {saved ? (
        <p role="status" className="text-sm">
          {saved}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {file ? (
          <>
            <Button
              type="button"
              disabled={upload.isPending}
              onClick={() =>
                upload.mutate(file, {
                  onSuccess: () => {
                    clearChoice();
                    setSaved(`${whose} new picture is saved.`);
                  },
                })
              }
            >
              <Upload aria-hidden="true" />
              {upload.isPending ? 'Uploading...' : 'Upload picture'}
            </Button>
            <Button type="button" variant="outline" onClick={clearChoice} disabled={upload.isPending}>
              Cancel
            </Button>
          </>
        ) : avatarUrl ? (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => {
              const question = isOwn
                ? 'Remove your profile picture? Your initials are shown instead.'
                : `Remove ${whose} profile picture? Their initials are shown instead.`;
              if (!window.confirm(question)) return;
              remove.mutate(undefined, { onSuccess: () => setSaved(`${whose} picture was removed.`) });
            }}
          >
            <Trash2 aria-hidden="true" />
            {remove.isPending ? 'Removing...' : 'Remove picture'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
