import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import type { PlaceInfo } from '@shared/schemas/events';
import { type LucideIcon, MapPin, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { placeLabel } from './place-text';

/** One line of an event's facts (when, where, fee…), its icon standing for the label. */
export function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <dt>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A court of the club (linked, with its address), or the place in words. */
export function PlaceText({ info }: { info: PlaceInfo }) {
  if (!info.court) return <>{placeLabel(info)}</>;
  return (
    <>
      <Link to={paths.court(info.court.slug)} className="text-link underline underline-offset-2">
        {info.court.name}
      </Link>
      {info.placeText ? ` — ${info.placeText}` : ''}
      <span className="block text-muted-foreground">{info.court.address}</span>
    </>
  );
}

/** The fee line: "$10 — cash on the day" (the kind words it, e.g. "Entry $10 per player"). */
export function FeeFact({
  label,
  feeCents,
  text = formatFee,
}: {
  label: string;
  feeCents: number;
  text?: (cents: number) => string;
}) {
  return (
    <Fact icon={Ticket} label={label}>
      {text(feeCents)}
      {feeCents > 0 && <span className="text-muted-foreground"> — cash on the day</span>}
    </Fact>
  );
}

export function PlaceFact({ info }: { info: PlaceInfo }) {
  return (
    <Fact icon={MapPin} label="Where">
      <PlaceText info={info} />
    </Fact>
  );
}
