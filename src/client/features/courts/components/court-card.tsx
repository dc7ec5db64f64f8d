import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@client/components/ui/card';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import type { Court } from '@shared/schemas/courts';
import { ChevronRight, MapPin } from 'lucide-react';
import { CourtFacts } from './court-facts';
import { MapLinks } from './map-links';

export function CourtCard({ court }: { court: Court }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="pb-4">
        <CardTitle>
          <Link
            to={paths.court(court.slug)}
            className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {court.name}
          </Link>
        </CardTitle>
        <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{court.address}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <CourtFacts court={court} />
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-3">
        <MapLinks name={court.name} address={court.address} />
        <Link
          to={paths.court(court.slug)}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`Access & details for ${court.name}`}
        >
          Access & details
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}
