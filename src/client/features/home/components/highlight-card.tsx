import { Link } from '@client/lib/router/link';
import type { ReactNode } from 'react';

/** The home page's "more" links under a row of cards ("All social events →"). */
export const highlightLinkClass =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One card of a home page row (an upcoming event, a team success): its picture or, without
 * one, an icon in a ball-coloured disc; the title as a link; then the caller's lines.
 */
export function HighlightCard({
  imageUrl,
  imageAspect,
  icon,
  title,
  to,
  children,
}: {
  imageUrl: string | null;
  /** The picture's shape from the small breakpoint on ("sm:aspect-[2/1]"). */
  imageAspect: string;
  icon: ReactNode;
  title: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 shadow-sm sm:flex-col sm:p-4">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          loading="lazy"
          className={`size-16 shrink-0 rounded-lg border object-cover ${imageAspect} sm:h-auto sm:w-full`}
        />
      ) : (
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-lg bg-ball text-ball-foreground sm:size-11 sm:rounded-full">
          {icon}
        </span>
      )}
      <div className="min-w-0 space-y-0.5">
        <h3 className="font-semibold leading-snug">
          <Link to={to} className="text-link underline-offset-4 hover:underline">
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </li>
  );
}
