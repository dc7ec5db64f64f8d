import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { describedBy, FormField } from '@client/components/ui/form-field';
import { selectClass } from '@client/components/ui/native-select';
import { RegistrationFields } from '@client/features/events/components/registration-fields';
import { useSignupForm } from '@client/features/events/components/use-signup-form';
import type { TournamentDivisionInfo } from '@shared/schemas/events';
import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useEnterTournament } from '../api/tournaments-api';

interface Props {
  slug: string;
  divisions: TournamentDivisionInfo[];
  divisionId: string;
  onDivisionChange: (id: string) => void;
}

/** Entry into one division: the same sign-up as socials (confirmation, waitlist, cancel link). */
export function TournamentEntryForm({ slug, divisions, divisionId, onDivisionChange }: Props) {
  const enter = useEnterTournament();
  const open = divisions.filter((d) => d.availability.isOpen);
  const { id, form, submit, formError } = useSignupForm({
    targetField: 'divisionId',
    targetMessage: 'Choose a division.',
    target: divisionId,
    send: (division, input) => enter.mutateAsync({ slug, divisionId: division, input }),
    alreadyMessage: 'You have already entered this division.',
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (divisionId && form.getValues('divisionId') !== divisionId) form.setValue('divisionId', divisionId);
  }, [divisionId, form]);

  const chosen = divisions.find((d) => d.id === form.watch('divisionId'));

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
