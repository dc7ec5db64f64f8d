import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';
import { passwordMaxLength, passwordMinLength, passwordStrength } from '@shared/schemas/accounts';
import { KeyRound } from 'lucide-react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';

const labels = { weak: 'Weak', fair: 'Fair', good: 'Good', strong: 'Strong' } as const;
const filled = { weak: 1, fair: 2, good: 3, strong: 4 } as const;
const colors = {
  weak: 'bg-destructive',
  fair: 'bg-amber-500',
  good: 'bg-emerald-600',
  strong: 'bg-emerald-700',
} as const;

/** The password rules and a rough strength hint (the rules are only the lengths). */
export function PasswordStrengthHint({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div className="space-y-1">
      <p>
        {passwordMinLength}–{passwordMaxLength} characters. A few unrelated words, or a mix of letters, digits
        and symbols, make it stronger.
      </p>
      {password ? (
        <div className="flex items-center gap-2">
          <div className="flex flex-1 gap-1" aria-hidden="true">
            {[1, 2, 3, 4].map((n) => (
              <span
                key={n}
                className={cn(
                  'h-1.5 flex-1 rounded-full',
                  n <= filled[strength] ? colors[strength] : 'bg-muted',
                )}
              />
            ))}
          </div>
          <span className="font-medium text-foreground">Strength: {labels[strength]}</span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * "New password" (with the strength hint) and "Confirm new password", for forms whose confirm
 * field is `confirmPassword` and whose new password is `name`.
 */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  form,
  name,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
}) {
  const password: unknown = form.watch(name);
  const errors = form.formState.errors as FieldErrors<FieldValues>;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={<PasswordStrengthHint password={typeof password === 'string' ? password : ''} />}
        error={errors[name]?.message as string | undefined}
        {...form.register(name)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message as string | undefined}
        {...form.register('confirmPassword' as Path<T>)}
      />
    </>
  );
}

/** The full-width submit button of a password form ("Saving..." while it goes). */
export function SavePasswordButton({ isPending, label }: { isPending: boolean; label: string }) {
  return (
    <Button type="submit" className="w-full" disabled={isPending}>
      <KeyRound aria-hidden="true" />
      {isPending ? 'Saving...' : label}
    </Button>
  );
}
