import { FileUploadButton } from '@client/components/file-upload-button';
import { Button } from '@client/components/ui/button';
import { describedBy, FormField, fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/textarea';
import { type EditTeamSuccessInput, teamSuccessPhotoMaxBytes } from '@shared/schemas/team-success';
import { achievementLabels, achievements } from '@shared/team-success';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { uploadTeamSuccessPhoto } from '../api/team-success-api';

/** The seasons a story may be about: this year and the three before. */
export function seasonYearOptions(now = new Date()): [string, string][] {
  const year = now.getFullYear();
  return [0, 1, 2, 3].map((back) => [String(year - back), String(year - back)]);
}

/**
 * What a story says — team, league, season, achievement, record, story, players, photo — on the
 * public report and in the staff's edit dialog (the same fields, the same schema).
 */
export function StoryFields({ form }: { form: UseFormReturn<EditTeamSuccessInput> }) {
  const id = useId();
  const { errors } = form.formState;
  const photoUrl = form.watch('photoUrl');
  const setPhoto = (url: string) =>
    form.setValue('photoUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Team name" {...fieldOf(form, 'teamName')} />
        <TextField label="League" hint="E.g. USTA Women’s 18+ 3.5." {...fieldOf(form, 'league')} />
        <SelectField
          label="Season"
          options={seasonYearOptions()}
          {...fieldOf(form, 'seasonYear', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
        />
        <SelectField
          label="Achievement"
          placeholder="Choose…"
          options={achievements.map((a) => [a, achievementLabels[a]] as const)}
          {...fieldOf(form, 'achievement')}
        />
      </div>
      <TextField
        label="Results"
        hint="Optional: the team’s record, e.g. 6–1 in team matches, 15–6 in lines."
        {...fieldOf(form, 'results')}
      />
      <FormField
        id={`${id}-story`}
        label="The story"
        hint="A few sentences: the deciding match, who stepped up. **Bold** and lists work (Markdown)."
        error={errors.story?.message}
        isErrorAnnounced
      >
        <Textarea
          id={`${id}-story`}
          rows={6}
          maxLength={5000}
          aria-invalid={errors.story ? true : undefined}
          aria-describedby={describedBy(`${id}-story`, errors.story, true)}
          {...form.register('story')}
        />
      </FormField>
      <FormField
        id={`${id}-players`}
        label="Players"
        hint="The names of the players, as they should appear."
        error={errors.playerNames?.message}
        isErrorAnnounced
      >
        <Textarea
          id={`${id}-players`}
          rows={2}
          maxLength={1000}
          aria-invalid={errors.playerNames ? true : undefined}
          aria-describedby={describedBy(`${id}-players`, errors.playerNames, true)}
          {...form.register('playerNames')}
        />
      </FormField>
      <fieldset className="space-y-2" aria-describedby={`${id}-photo-hint`}>
        <legend className="font-medium text-sm">
          Team photo <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        {photoUrl ? (
          <div className="flex flex-wrap items-end gap-3">
            <img
              src={photoUrl}
              alt="Chosen for the story: the team"
              className="h-28 w-auto max-w-full rounded-md border object-cover"
            />
            <Button type="button" variant="outline" size="sm" onClick={() => setPhoto('')}>
              <Trash2 aria-hidden="true" />
              Remove photo
            </Button>
          </div>
        ) : null}
        <FileUploadButton
          label="photo"
          accept="image/jpeg,image/png,image/webp"
          maxBytes={teamSuccessPhotoMaxBytes}
          tooLargeMessage="The photo is larger than 5 MB. Please choose a smaller one."
          upload={uploadTeamSuccessPhoto}
          onUploaded={setPhoto}
        />
        <p id={`${id}-photo-hint`} className="text-muted-foreground text-xs">
          JPEG, PNG or WebP, up to 5 MB.
        </p>
        {errors.photoUrl ? (
          <p role="alert" className="text-destructive-text text-sm">
            {errors.photoUrl.message}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
