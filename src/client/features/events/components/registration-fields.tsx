import { describedBy, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { selectClass } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
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
      <FormField
        id={id('name')}
        label="Full name"
        error={err('name')}
        hint={isNameFixed ? 'As your family membership names them.' : undefined}
      >
        <Input
          id={id('name')}
          autoComplete={isNameFixed ? 'off' : 'name'}
          readOnly={isNameFixed}
          aria-invalid={!!err('name')}
          aria-describedby={describedBy(id('name'), err('name'), isNameFixed)}
          {...reg('name')}
        />
      </FormField>
      <FormField
        id={id('email')}
        label="E-mail"
        error={err('email')}
        hint="Your confirmation and cancel link go here."
      >
        <Input
          id={id('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={!!err('email')}
          aria-describedby={describedBy(id('email'), err('email'), true)}
          {...reg('email')}
        />
      </FormField>
      <FormField
        id={id('phone')}
        label="Phone"
        error={err('phone')}
        hint="For the organisers on the day only."
      >
        <Input
          id={id('phone')}
          type="tel"
          autoComplete="tel"
          aria-invalid={!!err('phone')}
          aria-describedby={describedBy(id('phone'), err('phone'), true)}
          {...reg('phone')}
        />
      </FormField>
      <FormField id={id('ntrp')} label="NTRP rating" error={err('ntrp')}>
        <select
          id={id('ntrp')}
          className={selectClass}
          aria-invalid={!!err('ntrp')}
          aria-describedby={describedBy(id('ntrp'), err('ntrp'))}
          {...reg('ntrp')}
        >
          {ntrpOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={id('partnerName')}
        label="Partner"
        isOptional
        error={err('partnerName')}
        hint={partnerHint}
        className="sm:col-span-2"
      >
        <Input
          id={id('partnerName')}
          autoComplete="off"
          aria-invalid={!!err('partnerName')}
          aria-describedby={describedBy(id('partnerName'), err('partnerName'), true)}
          {...reg('partnerName')}
        />
      </FormField>
      <FormField id={id('notes')} label="Notes" isOptional error={err('notes')} className="sm:col-span-2">
        <Textarea
          id={id('notes')}
          rows={3}
          aria-invalid={!!err('notes')}
          aria-describedby={describedBy(id('notes'), err('notes'))}
          {...reg('notes')}
        />
      </FormField>
      {/* Spam trap: hidden from people and screen readers; bots fill every field. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(spamTrapField)}>Leave this field empty</label>
        <input id={id(spamTrapField)} tabIndex={-1} autoComplete="off" {...reg(spamTrapField)} />
      </div>
    </div>
  );
}
