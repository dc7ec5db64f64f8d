import { BackLink } from '@client/components/page-back-link';
import { QueryGate } from '@client/components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { usePageHead } from '@client/lib/page-head';
import { usePageTitle } from '@client/lib/page-title';
import { useParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { type Court, courtSettingLabels, courtSurfaceLabels } from '@shared/schemas/courts';
import { summaryOf } from '@shared/summary';
import { Info, KeyRound, type LucideIcon, MapPin } from 'lucide-react';
import { useCourt } from '../api/courts-api';
import { CourtFacts } from '../components/court-facts';
import { MapLinks } from '../components/map-links';

function BackToCourts() {
  return <BackLink to={paths.courts}>All court locations</BackLink>;
}

/** A card of the location's notes, kept as typed (line breaks too). */
function NoteCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-line leading-relaxed">{children}</p>
      </CardContent>
    </Card>
  );
}

/** "Riverside Park, 2200 Riverside Drive, Anytown: 6 courts, Hard, Outdoor, with lights. …" */
function courtSummary(c: Court): string {
  const courts = `${c.numberOfCourts} ${c.numberOfCourts === 1 ? 'court' : 'courts'}`;
  const kind = `${courtSurfaceLabels[c.surface]}, ${courtSettingLabels[c.setting]}${c.hasLights ? ', with lights' : ''}`;
  return summaryOf(`${c.name}, ${c.address}: ${courts}, ${kind}. ${c.notes}`);
}

export function CourtPage() {
  const { slug = '' } = useParams();
  const court = useCourt(slug);
  usePageTitle(court.data?.name);
  usePageHead(court.data ? { description: courtSummary(court.data) } : null);

  if (!court.isSuccess) {
    return (
      <QueryGate
        query={court}
        errorTitle="Could not load this location"
        notFound={{
          title: 'Location not found',
          message: 'We could not find that court location. It may have been renamed or removed.',
          variant: 'default',
        }}
        frame={(state) => (
          <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
            <BackToCourts />
            {state}
          </div>
        )}
      />
    );
  }

  const c = court.data;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <BackToCourts />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Card>
            <CardHeader className="pb-4">
              <CardTitle>Where</CardTitle>
              <p className="flex items-start gap-1.5">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
                <span>{c.address}</span>
              </p>
            </CardHeader>
            <CardContent>
              <MapLinks name={c.name} address={c.address} />
            </CardContent>
          </Card>
          <NoteCard icon={KeyRound} title="Getting on court">
            {c.accessNotes ||
              'No access notes yet. Ask the league coordinator through the Contacts page if you are unsure how to get on court.'}
          </NoteCard>
          {c.notes && (
            <NoteCard icon={Info} title="Good to know">
              {c.notes}
            </NoteCard>
          )}
        </div>
        <Card className="h-fit">
          <CardHeader className="pb-4">
            <CardTitle>At a glance</CardTitle>
          </CardHeader>
          <CardContent>
            <CourtFacts court={c} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
