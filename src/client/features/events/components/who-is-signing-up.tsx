import { describedBy } from '@client/components/ui/form-field';
import type { FamilyPerson } from '@shared/schemas/membership';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface WhoIsSigningUpProps {
  /** The signed-in person's own name (the first choice, and the default). */
  selfName: string;
  family: readonly FamilyPerson[];
  /** Who already has a place in the chosen event ('' = the person signed in): shown, not choosable. */
  signedUp?: ReadonlySet<string>;
  /** The form's `who` field (empty value: the signed-in person). */
  field: UseFormRegisterReturn;
  error?: string;
}

/** "Who is signing up": the signed-in person or one of the people their account manages. */
export function WhoIsSigningUp({ selfName, family, signedUp, field, error }: WhoIsSigningUpProps) {
  const id = useId();
  const choices = [
    { value: '', label: selfName ? `Myself (${selfName})` : 'Myself' },
    ...family.map((p) => ({ value: p.id, label: p.fullName })),
  ];
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy(id, error, true)}>
      <legend id={`${id}-legend`} className="font-medium text-sm">
        Who is signing up
      </legend>
      <div id={`${id}-hint`} className="text-muted-foreground text-xs">
        Your account signs up the people of your family; the confirmation goes to your e-mail.
      </div>
      <div role="radiogroup" aria-labelledby={`${id}-legend`} className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <label
            key={c.value || 'self'}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted-foreground"
          >
            <input
              type="radio"
              value={c.value}
              className="size-4 shrink-0 accent-primary"
              aria-invalid={error ? true : undefined}
              {...field}
              disabled={signedUp?.has(c.value)}
            />
            {c.label}
            {signedUp?.has(c.value) ? <span>(signed up)</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive-text text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
