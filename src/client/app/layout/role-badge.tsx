import { roleBadgeText } from '@shared/roles';
import { clsx } from 'clsx';

/** §6: the user's roles capitalised, without guest; "Guest" when none remain. */
export function RoleBadge({ roles, className }: { roles: readonly string[]; className?: string }) {
  const text = roleBadgeText(roles);
  return (
    <span
      title={`Your roles: ${text}`}
      className={clsx(
        'inline-flex max-w-32 items-center truncate rounded-full bg-ball px-2.5 py-0.5 font-semibold text-ball-foreground text-xs sm:max-w-60',
        className,
      )}
    >
      <span className="sr-only">Roles: </span>
      {text}
    </span>
  );
}
