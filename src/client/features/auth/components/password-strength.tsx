import { cn } from '@client/lib/cn';
import { passwordMaxLength, passwordMinLength, passwordStrength } from '@shared/schemas/auth';

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
