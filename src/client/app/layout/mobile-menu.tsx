import { MenuIcon } from '@client/components/menu-icon';
import { NavLink } from '@client/lib/router/link';
import type { MenuLink } from '@shared/menu';
import { clsx } from 'clsx';

export interface MobileMenuProps {
  publicLinks: readonly MenuLink[];
  protectedLinks: readonly MenuLink[];
  adminLinks: readonly MenuLink[];
  onNavigate: () => void;
}

function Section({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: readonly MenuLink[];
  onNavigate: () => void;
}) {
  if (links.length === 0) return null;
  const headingId = `mobile-menu-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="py-2">
      <h2 id={headingId} className="px-3 pb-1 font-semibold text-brand-muted text-xs uppercase tracking-wide">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              end
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-3 rounded-md px-3 py-2.5 text-base hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball',
                  isActive && 'bg-white/10 font-semibold',
                )
              }
            >
              <MenuIcon name={link.icon} className="size-5 text-ball" />
              {link.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** §2: the phone menu's sections — public, Protected and Admin Tools — as far as the user may see them. */
export function MobileMenu({ publicLinks, protectedLinks, adminLinks, onNavigate }: MobileMenuProps) {
  return (
    <div className="mx-auto max-w-7xl divide-y divide-white/15 px-2 pb-3">
      <Section title="Club" links={publicLinks} onNavigate={onNavigate} />
      <Section title="Protected" links={protectedLinks} onNavigate={onNavigate} />
      <Section title="Admin Tools" links={adminLinks} onNavigate={onNavigate} />
    </div>
  );
}
