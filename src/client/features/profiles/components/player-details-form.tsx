import { EmergencyContactFields, PlayerTennisFields } from '@client/components/player-details-fields';
import { Button } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { formErrorOf, formErrorPath, submitWith } from '@client/lib/apply-server-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PlayerDetails,
  type PlayerDetailsInput,
  type UpdatePlayerDetailsInput,
  updatePlayerDetailsSchema,
} from '@shared/player-details';
import { Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useUpdatePlayerDetails } from '../api/profiles-api';

/** What the form shows for stored details: "not given" is empty. */
export function playerFormValuesOf(details: PlayerDetails): PlayerDetailsInput {
  return {
    ntrpRating: details.ntrpRating ?? '',
    ratingType: details.ratingType ?? '',
    ratingYear: details.ratingYear,
    ustaNumber: details.ustaNumber ?? '',
    ustaExpiresOn: details.ustaExpiresOn ?? '',
    emergencyName: details.emergencyName ?? '',
    emergencyPhone: details.emergencyPhone ?? '',
  };
}

/** Only the fields that differ from what is stored: the rest is not sent, so it cannot be lost. */
export function changedPlayerDetails(
  values: PlayerDetailsInput,
  saved: PlayerDetailsInput,
): UpdatePlayerDetailsInput {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof PlayerDetailsInput)[]) {
    if (values[key] !== saved[key]) changed[key] = values[key];
  }
  // The emergency contact is one thing: a new name needs its phone, and the other way round.
  if ('emergencyName' in changed || 'emergencyPhone' in changed) {
    changed.emergencyName = values.emergencyName;
    changed.emergencyPhone = values.emergencyPhone;
  }
  return changed as UpdatePlayerDetailsInput;
}

const checkChanged = zodResolver(updatePlayerDetailsSchema);

interface PlayerDetailsFormProps {
  userId: string;
  details: PlayerDetails;
  /** Set when an admin edits someone else's details: texts name the member. */
  memberName?: string;
}

/**
 * The player-details section of the profile edit page (and of an admin's member profile page):
 * the same fields and schema as the membership form's player part.
 */
export function PlayerDetailsForm({ userId, details, memberName }: PlayerDetailsFormProps) {
  const update = useUpdatePlayerDetails(userId);
  const saved = useRef(playerFormValuesOf(details));
  const [status, setStatus] = useState<string | null>(null);
  // The API's schema checks only what changed: an emergency contact never given does not block
  // saving a new rating, and one that was given cannot be emptied.
  const resolver: Resolver<PlayerDetailsInput, unknown, UpdatePlayerDetailsInput> = async (
    values,
    context,
    options,
  ) => {
    const changed = changedPlayerDetails(values, saved.current);
    if (Object.keys(changed).length === 0) return { values: {}, errors: {} };
    const result = await checkChanged(changed, context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values: changed, errors: {} };
  };
  const form = useForm<PlayerDetailsInput, unknown, UpdatePlayerDetailsInput>({
    resolver,
    defaultValues: saved.current,
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit((changed) => {
    setStatus(null);
    if (Object.keys(changed).length === 0) {
      form.clearErrors(formErrorPath);
      setStatus('Nothing has changed.');
      return;
    }
    return submitWith(form, async () => {
      const profile = await update.mutateAsync(changed);
      saved.current = playerFormValuesOf(profile);
      form.reset(saved.current);
      setStatus(
        memberName ? `The player details of ${memberName} are saved.` : 'Your player details are saved.',
      );
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="player-details-heading">
      <h2 id="player-details-heading" className="font-semibold text-lg">
        Player details
      </h2>
      <p className="text-muted-foreground text-sm">
        What leagues and captains need: your rating, USTA membership and whom to call in an emergency.
      </p>
      <FormError title="The player details were not saved" message={formErrorOf(form)} />
      {status && !isDirty ? (
        <p role="status" className="rounded-md border bg-secondary px-3 py-2 text-sm">
          {status}
        </p>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="font-medium text-sm">Rating and USTA</legend>
        <PlayerTennisFields form={form} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="font-medium text-sm">Emergency contact</legend>
        <EmergencyContactFields form={form} />
      </fieldset>
      <Button type="submit" disabled={update.isPending}>
        <Save aria-hidden="true" />
        {update.isPending ? 'Saving...' : 'Save player details'}
      </Button>
    </form>
  );
}
