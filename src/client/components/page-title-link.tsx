import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import type { ReactNode } from 'react';

/** The one look of a record's name that opens its page, in lists and tables (bold, underlined on hover). */
export const titleLinkClass = 'font-medium text-link underline-offset-4 hover:underline';

/** What a page's link is given: TitleLink and BackLink. */
export interface PageLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** A record's name linking to its page: "Court A", a message's subject, a team. */
export function TitleLink({ to, className, children }: PageLinkProps) {
  return (
    <Link to={to} className={cn(titleLinkClass, className)}>
      {children}
    </Link>
  );
}
