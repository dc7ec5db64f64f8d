import { SaveCancelButtons } from '@client/components/save-cancel-buttons';
import { describedBy, FormError, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
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
import { type ReactNode, useId } from 'react';
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

interface CourtFormProps {
  initial: CreateCourtInput;
  isNew: boolean;
  submitLabel: string;
  /** Resolves when saved; rejects with the server's error (the form keeps what was typed). */
  onSubmit: (values: CreateCourtInput) => Promise<void>;
  onCancel: () => void;
}

export function CourtForm({ initial, isNew, submitLabel, onSubmit, onCancel }: CourtFormProps) {
  const id = useId();
  const form = useForm<CreateCourtInput>({
    resolver: zodResolver(createCourtSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const name = form.watch('name');

  const submit = form.handleSubmit((values) =>
    submitWith(form, () => onSubmit(values), { fallback: 'Saving failed. Please try again.' }),
  );
  const formError = formErrorOf(form);

  const describedByOf = (field: keyof CreateCourtInput, hint = false) =>
    describedBy(`${id}-${field}`, errors[field], hint);

  const field = (
    key: keyof CreateCourtInput,
    label: string,
    control: ReactNode,
    hint?: ReactNode,
    className?: string,
  ) => (
    <FormField
      id={`${id}-${key}`}
      label={label}
      error={errors[key]?.message}
      hint={hint}
      className={className}
    >
      {control}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormError title="Not saved" message={formError} />
      <div className="grid gap-4 md:grid-cols-2">
        {field(
          'name',
          'Name',
          <Input
            id={`${id}-name`}
            aria-invalid={!!errors.name}
            aria-describedby={describedByOf('name')}
            {...form.register('name')}
          />,
        )}
        {field(
          'slug',
          'Web address',
          <Input
            id={`${id}-slug`}
            aria-invalid={!!errors.slug}
            aria-describedby={describedByOf('slug', true)}
            placeholder={isNew ? slugify(name ?? '') || 'made-from-the-name' : undefined}
            {...form.register('slug')}
          />,
          isNew
            ? 'The end of the page address, /courts/…. Leave empty to make one from the name.'
            : 'The end of the page address, /courts/…. Changing it breaks links shared earlier.',
        )}
        {field(
          'address',
          'Street address',
          <Input
            id={`${id}-address`}
            autoComplete="off"
            aria-invalid={!!errors.address}
            aria-describedby={describedByOf('address', true)}
            {...form.register('address')}
          />,
          'Street, town, state and ZIP: the map links search for exactly this text.',
          'md:col-span-2',
        )}
        {field(
          'numberOfCourts',
          'Number of courts',
          <Input
            id={`${id}-numberOfCourts`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            aria-invalid={!!errors.numberOfCourts}
            aria-describedby={describedByOf('numberOfCourts')}
            {...form.register('numberOfCourts', { valueAsNumber: true })}
          />,
        )}
        {field(
          'distanceMiles',
          'Miles from the club',
          <Input
            id={`${id}-distanceMiles`}
            type="number"
            inputMode="numeric"
            min={0}
            max={maxCourtDistanceMiles}
            aria-invalid={!!errors.distanceMiles}
            aria-describedby={describedByOf('distanceMiles', true)}
            {...form.register('distanceMiles', {
              setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
            })}
          />,
          'Road miles from the home courts (0 for a home court); leave empty if not known. The sub finder compares it with how far a member travels.',
        )}
        {field(
          'surface',
          'Surface',
          <select
            id={`${id}-surface`}
            className={selectClass}
            aria-invalid={!!errors.surface}
            aria-describedby={describedByOf('surface')}
            {...form.register('surface')}
          >
            {courtSurfaces.map((s) => (
              <option key={s} value={s}>
                {courtSurfaceLabels[s]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'setting',
          'Indoor or outdoor',
          <select
            id={`${id}-setting`}
            className={selectClass}
            aria-invalid={!!errors.setting}
            aria-describedby={describedByOf('setting')}
            {...form.register('setting')}
          >
            {courtSettings.map((s) => (
              <option key={s} value={s}>
                {courtSettingLabels[s]}
              </option>
            ))}
          </select>,
        )}
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={`${id}-hasLights`}
            type="checkbox"
            className="size-5 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            {...form.register('hasLights')}
          />
          <Label htmlFor={`${id}-hasLights`}>Courts have lights for evening play</Label>
        </div>
        {field(
          'accessNotes',
          'Access notes',
          <Textarea
            id={`${id}-accessNotes`}
            rows={4}
            aria-invalid={!!errors.accessNotes}
            aria-describedby={describedByOf('accessNotes', true)}
            {...form.register('accessNotes')}
          />,
          'How to get on court: keys, bookings, reserved club times. Shown to the public: never post gate codes.',
          'md:col-span-2',
        )}
        {field(
          'notes',
          'Other notes',
          <Textarea
            id={`${id}-notes`}
            rows={3}
            aria-invalid={!!errors.notes}
            aria-describedby={describedByOf('notes', true)}
            {...form.register('notes')}
          />,
          'Parking, restrooms, weather closures… (public).',
          'md:col-span-2',
        )}
        {field(
          'sortOrder',
          'Display order',
          <Input
            id={`${id}-sortOrder`}
            type="number"
            inputMode="numeric"
            min={0}
            aria-invalid={!!errors.sortOrder}
            aria-describedby={describedByOf('sortOrder', true)}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />,
          'Lower numbers come first on the Court Locations page.',
        )}
      </div>
      <SaveCancelButtons isSubmitting={isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
