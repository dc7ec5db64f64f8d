import { buttonVariants } from '@client/components/ui/button-variants';
import type { MatchPage, TeamMatch } from '@shared/schemas/team-matches';
import { CalendarPlus, MapPin } from 'lucide-react';

/** A match's "Where": the place, its address, map links and (for members) the calendar file. */
export function MatchPlace({
  match,
  mapLinks,
  calendarHref,
}: {
  match: Pick<TeamMatch, 'placeName' | 'address'>;
  mapLinks: MatchPage['mapLinks'];
  calendarHref?: string;
}) {
  return (
    <section aria-labelledby="match-place" className="space-y-2">
      <h3 id="match-place" className="font-semibold">
        Where
      </h3>
      {match.placeName ? <p className="font-medium">{match.placeName}</p> : null}
      <p>{match.address || 'Address to be confirmed'}</p>
      {mapLinks ? (
        <p className="flex flex-wrap gap-2">
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={mapLinks.googleMaps}
            target="_blank"
            rel="noreferrer"
          >
            <MapPin aria-hidden="true" /> Google Maps
          </a>
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={mapLinks.openStreetMap}
            target="_blank"
            rel="noreferrer"
          >
            <MapPin aria-hidden="true" /> OpenStreetMap
          </a>
        </p>
      ) : null}
      {calendarHref ? (
        <p>
          <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={calendarHref}>
            <CalendarPlus aria-hidden="true" /> Add to calendar (.ics)
          </a>
        </p>
      ) : null}
    </section>
  );
}
