import { ErrorAlert } from '@client/components/page-error-alert';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ClubIdentity } from '@shared/club';
import { type SaveClubIdentityInput, saveClubIdentitySchema } from '@shared/schemas/content';
import { Save } from 'lucide-react';
import { type HTMLInputTypeAttribute, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useClubIdentityForEditing, useSaveClubIdentity } from '../api/content-api';

interface FieldSpec {
  name: keyof ClubIdentity;
  label: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}

const groups: ReadonlyArray<{ legend: string; fields: FieldSpec[] }> = [
  {
    legend: 'Name',
    fields: [
      { name: 'name', label: 'Club name', hint: 'Shown in the header, the footer and e-mails.' },
      {
        name: 'shortName',
        label: 'Short name',
        hint: 'Starts every browser tab title, e.g. “NJTC Tournaments”.',
      },
      {
        name: 'foundedYear',
        label: 'Founded in',
        type: 'number',
        hint: 'The footer counts the years since.',
      },
    ],
  },
  {
    legend: 'Public contact details',
    fields: [
      { name: 'email', label: 'E-mail address', type: 'email', autoComplete: 'off' },
      { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'off' },
      { name: 'address', label: 'Postal address', autoComplete: 'off' },
      { name: 'location', label: 'Town or area', hint: 'As in “A tennis club in …” on the home page.' },
      {
        name: 'timeZone',
        label: 'Time zone',
        hint: 'IANA name such as America/Denver: event times are shown in it.',
      },
    ],
  },
  {
    legend: 'Social media',
    fields: [
      { name: 'facebookUrl', label: 'Facebook group', type: 'url' },
      { name: 'instagramUrl', label: 'Instagram page', type: 'url' },
    ],
  },
];

/** The club identity (name, contacts, social links) used across the site, editable by admins. */
export function ClubIdentityForm() {
  const club = useClubIdentityForEditing();
  return (
    <QueryState
      query={club}
      errorTitle="Could not load the club details"
      pending={<Spinner label="Loading the club details..." />}
    >
      {(data) => <IdentityForm initial={data} />}
    </QueryState>
  );
}

function IdentityForm({ initial }: { initial: ClubIdentity }) {
  const id = useId();
  const save = useSaveClubIdentity();
  const form = useForm<SaveClubIdentityInput, unknown, ClubIdentity>({
    resolver: zodResolver(saveClubIdentitySchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  // What was typed stays in the form on failure; a field error goes next to its field.
  const submit = form.handleSubmit((values) =>
    submitWith(
      form,
      async () => {
        const { club } = await save.mutateAsync(values);
        form.reset(club);
        toast({ title: 'Club details saved', description: 'The header, footer and pages now show them.' });
      },
      { fallback: 'Saving failed. Please try again.' },
    ),
  );
  const formError = formErrorOf(form);

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-8" aria-label="Club details">
      {groups.map((group) => (
        <fieldset key={group.legend} className="space-y-4">
          <legend className="mb-2 font-semibold text-lg">{group.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((f) => {
              const error = errors[f.name]?.message;
              const describedBy =
                [f.hint ? `${id}-${f.name}-hint` : '', error ? `${id}-${f.name}-error` : '']
                  .filter(Boolean)
                  .join(' ') || undefined;
              return (
                <div key={f.name} className="space-y-1.5">
                  <Label htmlFor={`${id}-${f.name}`}>{f.label}</Label>
                  <Input
                    id={`${id}-${f.name}`}
                    type={f.type ?? 'text'}
                    autoComplete={f.autoComplete}
                    {...form.register(f.name, f.name === 'foundedYear' ? { valueAsNumber: true } : undefined)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                  />
                  {f.hint ? (
                    <p id={`${id}-${f.name}-hint`} className="text-muted-foreground text-xs">
                      {f.hint}
                    </p>
                  ) : null}
                  {error ? (
                    <p id={`${id}-${f.name}-error`} className="text-destructive-text text-sm">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {formError ? (
        <ErrorAlert title="The club details were not saved">
          <p>{formError}</p>
          <p className="mt-1">Your changes are still in the form.</p>
        </ErrorAlert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          <Save aria-hidden="true" />
          {isSubmitting ? 'Saving...' : 'Save club details'}
        </Button>
        {isDirty ? <p className="text-muted-foreground text-sm">Unsaved changes.</p> : null}
      </div>
    </form>
  );
}
