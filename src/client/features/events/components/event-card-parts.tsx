import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import type { PlaceInfo } from '@shared/schemas/events';
import { type LucideIcon, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { placeLabel } from './place-text';

/** The card's title: its link covers the whole card (the card is one link to the event page). */
export function CardTitleLink({ to, title }: { to: string; title: string }) {
  return (
    <h3 className="font-semibold text-lg leading-snug">
      <Link to={to} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
        {title}
      </Link>
    </h3>
  );
}

/** One line of a card's facts (when, fee…), its icon standing beside it. */
export function CardFact({
  icon: Icon,
  isMuted = false,
  children,
}: {
  icon: LucideIcon;
  isMuted?: boolean;
  children: ReactNode;
}) {
  return (
    <p className={cn('flex items-start gap-1.5 text-sm', isMuted && 'text-muted-foreground')}>
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', !isMuted && 'text-muted-foreground')}
      />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

export function CardPlace({ info }: { info: PlaceInfo }) {
  return <CardFact icon={MapPin}>{placeLabel(info)}</CardFact>;
}
