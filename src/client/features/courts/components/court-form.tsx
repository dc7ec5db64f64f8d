import { SaveCancelButtons } from '@client/components/save-cancel-buttons';
import {
  CheckboxField,
  FormError,
  fieldOf,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateCourtInput,
  courtSettingLabels,
  courtSettings,
  courtSurfaceLabels,
  courtSurfaces,
  createCourtSchema,
  maxCourtDistanceMiles,
} from '@shared/schemas/courts';
import { slugify } from '@shared/slug';
import { useForm } from 'react-hook-form';

export const emptyCourt: CreateCourtInput = {
  name: '',
  slug: '',
  address: '',
  numberOfCourts: 4,
  surface: 'hard',
  hasLights: false,
  setting: 'outdoor',
  accessNotes: '',
  notes: '',
  sortOrder: 0,
  distanceMiles: null,
};

const surfaceOptions = courtSurfaces.map((s) => [s, courtSurfaceLabels[s]] as const);
const settingOptions = courtSettings.map((s) => [s, courtSettingLabels[s]] as const);

interface CourtFormProps {
  initial: CreateCourtInput;
  isNew: boolean;
  submitLabel: string;
  /** Resolves when saved; rejects with the server's error (the form keeps what was typed). */
  onSubmit: (values: CreateCourtInput) => Promise<void>;
  onCancel: () => void;
}

export function CourtForm({ initial, isNew, submitLabel, onSubmit, onCancel }: CourtFormProps) {
  const form = useForm<CreateCourtInput>({
    resolver: zodResolver(createCourtSchema),
    defaultValues: initial,
  });
  const name = form.watch('name');

  const submit = form.handleSubmit((values) =>
    submitWith(form, () => onSubmit(values), { fallback: 'Saving failed. Please try again.' }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormError title="Not saved" message={formErrorOf(form)} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" {...fieldOf(form, 'name')} />
        <TextField
          label="Web address"
          placeholder={isNew ? slugify(name ?? '') || 'made-from-the-name' : undefined}
          hint={
            isNew
              ? 'The end of the page address, /courts/…. Leave empty to make one from the name.'
              : 'The end of the page address, /courts/…. Changing it breaks links shared earlier.'
          }
          {...fieldOf(form, 'slug')}
        />
        <TextField
          label="Street address"
          autoComplete="off"
          hint="Street, town, state and ZIP: the map links search for exactly this text."
          className="md:col-span-2"
          {...fieldOf(form, 'address')}
        />
        <TextField
          label="Number of courts"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          {...fieldOf(form, 'numberOfCourts', { valueAsNumber: true })}
        />
        <TextField
          label="Miles from the club"
          type="number"
          inputMode="numeric"
          min={0}
          max={maxCourtDistanceMiles}
          hint="Road miles from the home courts (0 for a home court); leave empty if not known. The sub finder compares it with how far a member travels."
          {...fieldOf(form, 'distanceMiles', {
            setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
          })}
        />
        <SelectField label="Surface" options={surfaceOptions} {...fieldOf(form, 'surface')} />
        <SelectField label="Indoor or outdoor" options={settingOptions} {...fieldOf(form, 'setting')} />
        <div className="self-end pb-2">
          <CheckboxField label="Courts have lights for evening play" {...form.register('hasLights')} />
        </div>
        <TextareaField
          label="Access notes"
          rows={4}
          hint="How to get on court: keys, bookings, reserved club times. Shown to the public: never post gate codes."
          className="md:col-span-2"
          {...fieldOf(form, 'accessNotes')}
        />
        <TextareaField
          label="Other notes"
          rows={3}
          hint="Parking, restrooms, weather closures… (public)."
          className="md:col-span-2"
          {...fieldOf(form, 'notes')}
        />
        <TextField
          label="Display order"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Lower numbers come first on the Court Locations page."
          {...fieldOf(form, 'sortOrder', { valueAsNumber: true })}
        />
      </div>
      <SaveCancelButtons
        isSubmitting={form.formState.isSubmitting}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
