import { MenuIcon } from '@client/components/menu-icon';
import { NavLink } from '@client/lib/router/link';
import type { MenuLink } from '@shared/menu';
import { clsx } from 'clsx';

/** §2: admin tools the signed-in user's roles allow, in a strip under the top bar. */
export function AdminStrip({ links, className }: { links: readonly MenuLink[]; className?: string }) {
  if (links.length === 0) return null;
  return (
    <nav
      aria-label="Admin tools"
      className={clsx('border-b bg-secondary text-secondary-foreground', className)}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-1 px-4 py-1.5 sm:px-6">
        <span className="mr-2 shrink-0 py-1 font-semibold text-xs uppercase tracking-wide">Admin Tools</span>
        <ul className="flex flex-wrap items-center gap-1">
          {links.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  clsx(
                    'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive && 'bg-background font-semibold',
                  )
                }
              >
                <MenuIcon name={link.icon} className="size-3.5" />
                {link.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
