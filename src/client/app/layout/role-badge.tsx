import { roleBadgeText } from '@shared/roles';
import { clsx } from 'clsx';
import { useId, useState } from 'react';

const pill =
  'inline-flex items-center rounded-full bg-ball px-2.5 py-0.5 font-semibold text-ball-foreground text-xs';

/** Longest badge text shown as is in the top bar; longer lists get the compact form. */
const compactAfter = 18;

/**
 * §6: the user's roles capitalised, without guest; "Guest" when none remain. Never clipped:
 * `wrap` shows the whole list over several lines (the phone menu); otherwise a long list
 * shows its first role and how many more ("Executive +4"), with the full list in a tooltip
 * on hover, on keyboard focus and on tap (Escape closes it).
 */
export function RoleBadge({
  roles,
  className,
  wrap = false,
}: {
  roles: readonly string[];
  className?: string;
  wrap?: boolean;
}) {
  const text = roleBadgeText(roles);
  const shown = text.split(', ');
  const tooltipId = useId();
  const [isOpen, setIsOpen] = useState(false);
  if (wrap || text.length <= compactAfter || shown.length < 2) {
    return (
      <span
        title={`Your roles: ${text}`}
        className={clsx(pill, wrap ? 'whitespace-normal break-words' : 'whitespace-nowrap', className)}
      >
        <span className="sr-only">Roles: </span>
        {text}
      </span>
    );
  }
  return (
    <span className={clsx('group relative inline-flex', className)}>
      <button
        type="button"
        title={`Your roles: ${text}`}
        aria-describedby={tooltipId}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setIsOpen(false);
        }}
        className={clsx(
          pill,
          'whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
      >
        <span className="sr-only">Roles: {text}</span>
        <span aria-hidden="true">
          {shown[0]} +{shown.length - 1}
        </span>
      </button>
      <span
        role="tooltip"
        id={tooltipId}
        className={clsx(
          'absolute top-full right-0 z-50 mt-1 w-max max-w-64 whitespace-normal rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md',
          isOpen ? 'block' : 'hidden group-focus-within:block group-hover:block',
        )}
      >
        {text}
      </span>
    </span>
  );
}
