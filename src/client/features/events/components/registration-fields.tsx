import { SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { ntrpOptions } from '@shared/schemas/events';
import { spamTrapField } from '@shared/schemas/events-registrations';
import { useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** The person fields every sign-up form shares (socials and tournament entries). */
export interface PersonFormValues extends FieldValues {
  name: string;
  email: string;
  phone: string;
  ntrp: string;
  partnerName?: string;
  notes?: string;
  website?: string;
}

interface RegistrationFieldsProps<T extends PersonFormValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Doubles events ask for a partner by name. */
  partnerHint?: string;
  /** A family person is chosen: their name is the family record's, not typed here. */
  isNameFixed?: boolean;
}

const ntrpChoices = ntrpOptions.map((o) => [o.value, o.label] as const);

export function RegistrationFields<T extends PersonFormValues>({
  register,
  errors,
  partnerHint = 'Playing with someone? Tell us who; we will try to pair you.',
  isNameFixed = false,
}: RegistrationFieldsProps<T>) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const err = (name: keyof PersonFormValues) =>
    (errors[name as keyof T]?.message as string | undefined) ?? undefined;
  const reg = (name: keyof PersonFormValues) => register(name as Path<T>);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Full name"
        hint={isNameFixed ? 'As your family membership names them.' : undefined}
        autoComplete={isNameFixed ? 'off' : 'name'}
        readOnly={isNameFixed}
        error={err('name')}
        {...reg('name')}
      />
      <TextField
        label="E-mail"
        hint="Your confirmation and cancel link go here."
        type="email"
        autoComplete="email"
        inputMode="email"
        error={err('email')}
        {...reg('email')}
      />
      <TextField
        label="Phone"
        hint="For the organisers on the day only."
        type="tel"
        autoComplete="tel"
        error={err('phone')}
        {...reg('phone')}
      />
      <SelectField label="NTRP rating" options={ntrpChoices} error={err('ntrp')} {...reg('ntrp')} />
      <TextField
        label="Partner"
        isOptional
        hint={partnerHint}
        autoComplete="off"
        className="sm:col-span-2"
        error={err('partnerName')}
        {...reg('partnerName')}
      />
      <TextareaField
        label="Notes"
        isOptional
        rows={3}
        className="sm:col-span-2"
        error={err('notes')}
        {...reg('notes')}
      />
      {/* Spam trap: hidden from people and screen readers; bots fill every field. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(spamTrapField)}>Leave this field empty</label>
        <input id={id(spamTrapField)} tabIndex={-1} autoComplete="off" {...reg(spamTrapField)} />
      </div>
    </div>
  );
}
