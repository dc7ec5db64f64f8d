import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import { ArrowLeft } from 'lucide-react';
import type { PageLinkProps } from './page-title-link';

/** "← All locations": the way back from a record's page to its list, above the page's content. */
export function BackLink({ to, className, children }: PageLinkProps) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
