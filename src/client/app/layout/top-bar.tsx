import { useAuth, useViewer } from '@client/lib/auth-store';
import { useClub } from '@client/lib/club';
import { Link, NavLink } from '@client/lib/router/link';
import { useLocation } from '@client/lib/router/router';
import { adminMenu, protectedMenu, publicMenu, visibleLinks } from '@shared/menu';
import { paths } from '@shared/paths';
import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AccountControl } from './account-control';
import { barIconButton } from './bar-styles';
import { ThemeToggle } from './theme-toggle';

// Out of the entry chunk: the phone menu loads on first use, the admin strip only for staff.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const AdminStrip = lazy(() => import('./admin-strip').then((m) => ({ default: m.AdminStrip })));
// Signed-in users only: a visitor's first load carries none of it.
const RoleBadge = lazy(() => import('./role-badge').then((m) => ({ default: m.RoleBadge })));

/** §2 top bar: logo, main bar, role badge, theme toggle, account control, mobile menu, admin strip. */
export function TopBar() {
  const club = useClub();
  const auth = useAuth();
  const viewer = useViewer();
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const links = useMemo(
    () => ({
      public: visibleLinks(publicMenu, viewer),
      protected: visibleLinks(protectedMenu, viewer),
      admin: viewer.isSignedIn ? visibleLinks(adminMenu, viewer) : [],
    }),
    [viewer],
  );

  // Close the phone menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per location
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!isMenuOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  const mainLinks = [...links.public, ...links.protected];

  return (
    <header className="bg-brand text-brand-foreground shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="mr-auto flex shrink-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball"
        >
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className="flex flex-col leading-tight">
            <span className="font-extrabold text-lg tracking-wide">{club.shortName}</span>
            <span className="hidden text-brand-muted text-xs sm:block">Tennis club &amp; league</span>
          </span>
          <span className="sr-only">(home)</span>
        </Link>

        {auth.isAuthenticated ? (
          <Suspense fallback={null}>
            <RoleBadge roles={auth.roles} className="max-sm:hidden" />
          </Suspense>
        ) : null}
        <ThemeToggle />
        <AccountControl />
        <button
          ref={toggleRef}
          type="button"
          aria-label="Menu"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          className={`${barIconButton} lg:hidden`}
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6!" />
          ) : (
            <Menu aria-hidden="true" className="size-6!" />
          )}
        </button>
      </div>

      <nav aria-label="Main" className="hidden border-white/15 border-t lg:block">
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-4 sm:px-6">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-1.5 border-b-[3px] px-2.5 py-2.5 font-medium text-sm transition-colors hover:border-ball/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball focus-visible:ring-inset',
                    isActive ? 'border-ball' : 'border-transparent',
                  )
                }
              >
                {link.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {isMenuOpen ? (
        <nav
          id={menuId}
          aria-label="Site menu"
          className="border-white/15 border-t border-b-4 border-b-ball bg-brand text-brand-foreground shadow-lg lg:hidden"
        >
          {auth.isAuthenticated ? (
            <div className="mx-auto max-w-7xl px-5 pt-3 sm:hidden">
              <Suspense fallback={null}>
                <RoleBadge roles={auth.roles} wrap />
              </Suspense>
            </div>
          ) : null}
          <Suspense fallback={<p className="px-5 py-4 text-brand-muted text-sm">Loading menu…</p>}>
            <MobileMenu
              publicLinks={links.public}
              protectedLinks={links.protected}
              adminLinks={links.admin}
              onNavigate={() => setMenuOpen(false)}
            />
          </Suspense>
        </nav>
      ) : null}

      {links.admin.length > 0 ? (
        <Suspense fallback={null}>
          <AdminStrip links={links.admin} className="hidden lg:block" />
        </Suspense>
      ) : null}
    </header>
  );
}
