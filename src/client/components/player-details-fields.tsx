import { fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
import type { PlayerDetailsInput } from '@shared/player-details';
import { ratingTypeLabels, ratingTypes } from '@shared/player-labels';
import { ntrpRatings } from '@shared/schemas/profiles';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** A year input's value for the schema: empty is "not given" (null). */
export const yearOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

const ntrpOptions = ntrpRatings.map((r) => [r, r] as const);
const ratingTypeOptions = ratingTypes.map((r) => [r, `${r} — ${ratingTypeLabels[r]}`] as const);

interface PlayerFieldsProps<T extends FieldValues> {
  /** Any form whose values include the player details (membership form, profile section). */
  form: UseFormReturn<T, unknown, unknown>;
}

/** Only the player-details paths are touched, which every such form has. */
function asPlayerForm<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  return form as unknown as UseFormReturn<PlayerDetailsInput, unknown, unknown>;
}

/**
 * Rating and USTA fields of the player details, shared by /forms/membership and the profile's
 * player-details section so both ask the same way (the schema is shared too).
 */
export function PlayerTennisFields<T extends FieldValues>({ form }: PlayerFieldsProps<T>) {
  const playerForm = asPlayerForm(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="NTRP rating"
        placeholder="Not rated / not sure"
        options={ntrpOptions}
        {...fieldOf(playerForm, 'ntrpRating')}
      />
      <SelectField
        label="Rating type (if known)"
        placeholder="Not known"
        options={ratingTypeOptions}
        {...fieldOf(playerForm, 'ratingType')}
      />
      <TextField
        label="Rating year (optional)"
        inputMode="numeric"
        {...fieldOf(playerForm, 'ratingYear', { setValueAs: yearOrNull })}
      />
      <TextField label="USTA number (optional)" inputMode="numeric" {...fieldOf(playerForm, 'ustaNumber')} />
      <TextField
        label="USTA membership expires (optional)"
        type="date"
        {...fieldOf(playerForm, 'ustaExpiresOn')}
      />
    </div>
  );
}

/** The emergency contact of the player details (same forms as PlayerTennisFields). */
export function EmergencyContactFields<T extends FieldValues>({ form }: PlayerFieldsProps<T>) {
  const playerForm = asPlayerForm(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Emergency contact name"
        autoComplete="off"
        {...fieldOf(playerForm, 'emergencyName')}
      />
      <TextField
        label="Emergency contact phone"
        type="tel"
        autoComplete="off"
        {...fieldOf(playerForm, 'emergencyPhone')}
      />
    </div>
  );
}
