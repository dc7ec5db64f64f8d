import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { describedBy, FormField } from '@client/components/ui/form-field';
import { RegistrationFields, selectClass } from '@client/features/events/components/registration-fields';
import { rememberRegistration } from '@client/features/events/lib/last-registration';
import type { FormSubmitState } from '@client/features/events/pages/form-submit-success-page';
import { ApiError } from '@client/lib/api-client';
import { displayNameOf, useAuth } from '@client/lib/auth-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import {
  type TournamentDivisionInfo,
  type TournamentEntryFormValues,
  tournamentEntryFormSchema,
} from '@shared/schemas/events';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useEnterTournament } from '../api/tournaments-api';

const fieldNames: FieldPath<TournamentEntryFormValues>[] = [
  'divisionId',
  'name',
  'email',
  'phone',
  'ntrp',
  'partnerName',
  'notes',
];

interface Props {
  slug: string;
  divisions: TournamentDivisionInfo[];
  divisionId: string;
  onDivisionChange: (id: string) => void;
}

/** Entry into one division: the same sign-up as socials (confirmation, waitlist, cancel link). */
export function TournamentEntryForm({ slug, divisions, divisionId, onDivisionChange }: Props) {
  const id = useId();
  const auth = useAuth();
  const navigate = useNavigate();
  const enter = useEnterTournament();
  const [formError, setFormError] = useState<string | null>(null);
  const open = divisions.filter((d) => d.availability.isOpen);
  const form = useForm<TournamentEntryFormValues>({
    resolver: zodResolver(tournamentEntryFormSchema),
    defaultValues: {
      divisionId,
      name: '',
      email: '',
      phone: '',
      ntrp: '',
      partnerName: '',
      notes: '',
      website: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (divisionId && form.getValues('divisionId') !== divisionId) form.setValue('divisionId', divisionId);
  }, [divisionId, form]);

  const profileName = displayNameOf(auth) ?? '';
  const profileEmail = auth.user?.email ?? '';
  useEffect(() => {
    if (profileName && !form.getValues('name')) form.setValue('name', profileName);
    if (profileEmail && !form.getValues('email')) form.setValue('email', profileEmail);
  }, [profileName, profileEmail, form]);

  const chosen = divisions.find((d) => d.id === form.watch('divisionId'));

  const submit = form.handleSubmit(async ({ divisionId: division, ...input }) => {
    setFormError(null);
    try {
      const result = await enter.mutateAsync({ slug, divisionId: division, input });
      rememberRegistration(result);
      navigate(paths.formSubmitSuccess, {
        state: { kind: 'registration', result } satisfies FormSubmitState,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The entry failed. Please try again.';
      if (error instanceof ApiError && error.status === 409 && /already signed up/.test(message)) {
        form.setError('email', { message: 'You have already entered this division.' }, { shouldFocus: true });
        return;
      }
      const match = /^(\w+): (.*)$/.exec(message);
      const field = fieldNames.find((f) => f === match?.[1]);
      if (error instanceof ApiError && error.status === 400 && field && match) {
        form.setError(field, { message: match[2] }, { shouldFocus: true });
        return;
      }
      setFormError(message);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-bold text-xl">
        Enter the tournament
      </h2>
      {formError && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Entry not sent</AlertTitle>
          <AlertDescription>
            <p>{formError}</p>
          </AlertDescription>
        </Alert>
      )}
      <FormField
        id={`${id}-division`}
        label="Division"
        error={errors.divisionId?.message}
        hint={
          chosen
            ? `${chosen.availability.label} · ${chosen.confirmedCount} of ${chosen.capacity} entries taken`
            : undefined
        }
      >
        <select
          id={`${id}-division`}
          className={selectClass}
          aria-invalid={!!errors.divisionId}
          aria-describedby={describedBy(`${id}-division`, errors.divisionId, !!chosen)}
          {...form.register('divisionId', { onChange: (e) => onDivisionChange(e.target.value) })}
        >
          <option value="">Choose a division…</option>
          {open.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name} ({d.availability.label})
            </option>
          ))}
        </select>
      </FormField>
      <RegistrationFields
        register={form.register}
        errors={errors}
        partnerHint="Doubles: your partner's full name. One entry per team."
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting
          ? 'Sending...'
          : chosen?.availability.state === 'waitlist'
            ? 'Join the waitlist'
            : 'Enter'}
      </Button>
    </form>
  );
}
