import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { createPath, type To } from './history';
import { resolveTo, useRouter } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (default: only when the link leads to where the page is). */
  replace?: boolean;
  /** Given to the next page as `useLocation().state`. */
  state?: unknown;
  /** Load the page from the server instead of navigating in the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A URL with a scheme or a protocol-relative one: another site, mailto:, tel:… */
const isExternal = (to: To) => typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** A plain left click, on a link meant for this tab: the app navigates; anything else is the browser's. */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An <a> that navigates in the app (§2: pages change without a reload). */
export function Link({ to, replace, state, reloadDocument, onClick, target, ref, ...rest }: LinkProps) {
  const { navigator, location } = useRouter();
  const path = isExternal(to) ? null : resolveTo(to, location.pathname);
  const href = path ? navigator.createHref(path) : (to as string);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !path || !isAppClick(event, target)) return;
    event.preventDefault();
    // A link to the page being shown does not add a history entry (as React Router).
    const isReplace = replace ?? createPath(location) === createPath(path);
    if (isReplace) navigator.replace(path, state);
    else navigator.push(path, state);
  };

  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A Link that knows whether it leads to the current page (aria-current="page"). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const toPathname = resolveTo(rest.to, location.pathname).pathname.toLowerCase();
  // /admin/ is the page /admin, as the routes match it.
  const current = location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const endSlash = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    current === toPathname || (!end && current.startsWith(toPathname) && current.charAt(endSlash) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
