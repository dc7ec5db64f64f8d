import { PersonFields } from '@client/components/account-fields';
import { PublicForm, PublicFormSent, usePublicFormSubmit } from '@client/components/public-form';
import { CheckboxGroupField, fieldOf, SelectField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { useViewer } from '@client/lib/auth-store';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { usePrefill } from '@client/lib/use-prefill';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { playerGenderLabels, playerGenders, ratingTypeLabels, ratingTypes } from '@shared/player-labels';
import {
  dayTimeLabels,
  dayTimes,
  type LookingForTeamRequestInput,
  leagueFormatLabels,
  leagueFormats,
  lookingForTeamRequestSchema,
  playPreferenceLabels,
  playPreferences,
} from '@shared/schemas/looking-for-team';
import { ntrpRatings } from '@shared/schemas/profiles';
import { ageDivisionLabels, ageDivisions } from '@shared/tennis/eligibility';
import { weekdayLabels, weekdays } from '@shared/weekdays';
import { useId, useMemo } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useFileLookingRequest, useLookingLeagues, useLookingPrefill } from '../api/looking-for-team-api';

const entries = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => [k, labels[k]] as const);

const emptyForm: LookingForTeamRequestInput = {
  name: '',
  email: '',
  phone: '',
  gender: undefined as never,
  ageDivision: undefined as never,
  ntrpRating: undefined as never,
  ratingType: 'S',
  formats: [],
  leagueIds: [],
  days: [],
  times: [],
  play: 'doubles',
  notes: '',
  website: '',
};

type ArrayField = 'formats' | 'leagueIds' | 'days' | 'times';

/** /forms/looking: a player asks the club's reps to find them a team. */
export function LookingFormPage() {
  usePageHead({
    description:
      'Looking for a tennis team? Tell {{club.name}} your level and when you can play, and a league representative will help you find one.',
  });
  const viewer = useViewer();
  const prefill = useLookingPrefill(viewer.isSignedIn);
  const leagues = useLookingLeagues();
  const file = useFileLookingRequest();
  const notesId = useId();
  const form = useForm<LookingForTeamRequestInput>({
    resolver: zodResolver(lookingForTeamRequestSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitted } = form.formState;
  const { sentMessage, frame } = usePublicFormSubmit(
    form,
    file,
    'Your request was not sent. Please try again.',
  );

  // Fill in what the account already knows, never a field the player already changed.
  const known = prefill.data;
  const prefillValues = useMemo(
    () =>
      known
        ? {
            name: known.name,
            email: known.email,
            phone: known.phone,
            gender: known.gender ?? undefined,
            ageDivision: known.ageDivision ?? undefined,
            ntrpRating: known.ntrpRating ?? undefined,
            ratingType: known.ratingType ?? undefined,
          }
        : null,
    [known],
  );
  usePrefill(form, prefillValues as unknown as Parameters<typeof usePrefill<LookingForTeamRequestInput>>[1]);

  const checkboxes = (name: ArrayField) => (value: string) => {
    const current = (form.watch(name) ?? []) as string[];
    return {
      name,
      checked: current.includes(value),
      onChange: () =>
        form.setValue(
          name as Path<LookingForTeamRequestInput>,
          current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
          { shouldDirty: true, shouldValidate: isSubmitted },
        ),
    };
  };

  if (sentMessage) {
    return (
      <PublicFormSent title="Request sent" message={sentMessage}>
        Meanwhile, see which teams play at your level on the{' '}
        <Link to={paths.captains} className="text-link underline">
          Captains
        </Link>{' '}
        page.
      </PublicFormSent>
    );
  }

  const leagueOptions = (leagues.data ?? []).map((l) => [l.id, `${l.name}`] as const);

  return (
    <PublicForm
      intro="Looking for a league team? Tell us about your game and when you can play. The club’s league representatives place players on teams that fit their level and schedule, and will contact you."
      label="Looking for a team"
      errorTitle="Your request was not sent"
      {...frame}
      submitLabel="Send my request"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">About you</legend>
        <PersonFields
          form={form}
          name={{ path: 'name', label: 'Name' }}
          email={{ hint: 'We send a confirmation here; reps and captains reply to it.' }}
          phone={{ hint: 'Optional.' }}
        />
        <SelectField
          label="Gender"
          placeholder="Choose…"
          options={entries(playerGenders, playerGenderLabels)}
          hint="Leagues are men’s, women’s or mixed."
          {...fieldOf(form, 'gender')}
        />
        <SelectField
          label="Age group"
          placeholder="Choose…"
          options={entries(ageDivisions, ageDivisionLabels)}
          hint="The oldest group you reach this year."
          {...fieldOf(form, 'ageDivision')}
        />
        <SelectField
          label="NTRP level"
          placeholder="Choose…"
          options={ntrpRatings.map((r) => [r, r] as const)}
          {...fieldOf(form, 'ntrpRating')}
        />
        <SelectField
          label="Rating type"
          options={entries(ratingTypes, ratingTypeLabels)}
          hint="Self-rated if you have never played USTA league."
          {...fieldOf(form, 'ratingType')}
        />
        <SelectField
          label="Singles or doubles"
          options={entries(playPreferences, playPreferenceLabels)}
          {...fieldOf(form, 'play')}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold">What you would like to play</legend>
        <CheckboxGroupField
          legend="Kinds of league"
          options={entries(leagueFormats, leagueFormatLabels)}
          error={errors.formats?.message}
          inputProps={checkboxes('formats')}
        />
        {leagueOptions.length > 0 && (
          <CheckboxGroupField
            legend="Leagues this season"
            hint="Optional: the leagues you would most like to join."
            options={leagueOptions}
            error={errors.leagueIds?.message}
            inputProps={checkboxes('leagueIds')}
          />
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold">When you can play</legend>
        <CheckboxGroupField
          legend="Days"
          options={entries(weekdays, weekdayLabels)}
          error={errors.days?.message}
          inputProps={checkboxes('days')}
        />
        <CheckboxGroupField
          legend="Times"
          options={entries(dayTimes, dayTimeLabels)}
          error={errors.times?.message}
          inputProps={checkboxes('times')}
        />
      </fieldset>

      <div className="space-y-1.5">
        <Label htmlFor={notesId}>Notes</Label>
        <Textarea
          id={notesId}
          rows={4}
          maxLength={2000}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={`${notesId}-hint`}
          {...form.register('notes')}
        />
        <p id={`${notesId}-hint`} className="text-muted-foreground text-xs">
          Optional: where you played before, partners you would like to play with, anything else.
        </p>
        {errors.notes && (
          <p role="alert" className="text-destructive-text text-sm">
            {errors.notes.message}
          </p>
        )}
      </div>
    </PublicForm>
  );
}
