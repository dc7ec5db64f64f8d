import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import type { PlaceInfo } from '@shared/schemas/events';
import type { SeriesSummary } from '@shared/schemas/events-socials';
import { type LucideIcon, MapPin, Repeat } from 'lucide-react';
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

/** A series is listed once, at its next session: its rule and how many sessions are to come. */
export function CardSeriesFact({ series }: { series: SeriesSummary | null | undefined }) {
  if (!series) return null;
  return (
    <CardFact icon={Repeat}>
      {series.ruleText} · next session shown
      {series.sessionsLeft > 1 ? ` · ${series.sessionsLeft} sessions to come` : ''}
    </CardFact>
  );
}
