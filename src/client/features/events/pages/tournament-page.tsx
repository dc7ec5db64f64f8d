import { Markdown } from '@client/components/markdown';
import { PageLoading } from '@client/components/page-loading';
import { PageSection } from '@client/components/page-section';
import { RecordMessages } from '@client/components/record-messages';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useClub } from '@client/lib/club';
import { siteOrigin, usePageHead } from '@client/lib/page-head';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { formatClubDateTime, formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import { tournamentSportsEvent } from '@shared/structured-data';
import { summaryOf } from '@shared/summary';
import { CalendarClock, CalendarDays, Clock, FileText, Network } from 'lucide-react';
import { useState } from 'react';
import { tournamentIcsUrl, useTournament } from '../api/tournaments-api';
import { AvailabilityBadge } from '../components/availability-badge';
import {
  type DetailKind,
  EventDetailFrame,
  EventNotFound,
  useMySignups,
} from '../components/event-detail-frame';
import { Fact, FeeFact, PlaceFact } from '../components/event-facts';
import { TournamentEntryForm } from '../components/tournament-entry-form';

const tournamentDetail: DetailKind = {
  noun: 'tournament',
  listPath: paths.events,
  listLabel: 'All tournaments',
  notFoundHint: 'Have a look at the list of tournaments.',
  cancelledText: 'Everyone who entered has been told by e-mail.',
  pathOf: paths.tournament,
  icsUrlOf: tournamentIcsUrl,
  adminPage: paths.adminTournaments,
  manageLinks: (id) => [
    { to: paths.adminTournament(id), label: 'Edit tournament and entries' },
    { to: paths.adminTournamentDraws(id), label: 'Draws and results' },
  ],
};

function FileLink({ url, label }: { url: string; label: string }) {
  const isImage = /\.(png|jpe?g|webp|gif)(\?.*)?$/i.test(url);
  return isImage ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block">
      <img src={url} alt={label} className="h-auto max-w-full rounded-lg border" loading="lazy" />
    </a>
  ) : (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'outline' })}
    >
      <FileText aria-hidden="true" />
      {label}
    </a>
  );
}

/** /events/:slug — a tournament: details, divisions, entry, draws and results. */
export function TournamentPage() {
  const { slug = '' } = useParams();
  const query = useTournament(slug);
  const t = query.data?.tournament;
  const [divisionId, setDivisionId] = useState('');
  const mine = useMySignups((r) => r.kind === 'tournament' && r.eventId === t?.id);
  usePageTitle(t?.title ?? null);
  const club = useClub();
  usePageHead(
    t && query.data
      ? {
          description: summaryOf(
            `${formatDateRange(t.startDate, t.endDate)}. Entry fee ${formatFee(t.entryFeeCents)}. ${t.description}`,
          ),
          structuredData: [
            tournamentSportsEvent(t, { origin: siteOrigin(), club, timeZone: query.data.timeZone }),
          ],
        }
      : null,
  );

  if (query.isPending) return <PageLoading />;
  if (!t || !query.data) {
    return <EventNotFound kind={tournamentDetail} message={query.error?.message} />;
  }
  const { timeZone } = query.data;
  const hasResults = t.resultsMarkdown.trim() !== '' || !!t.resultsFileUrl;
  const hasDraws = t.drawsMarkdown.trim() !== '' || !!t.drawsFileUrl;
  const mineIn = (id: string) => mine.find((r) => r.divisionId === id);
  const hasSpots = t.divisions.some((d) => d.availability.state === 'open');
  const chooseDivision = (id: string) => {
    setDivisionId(id);
    // To the form, with the division chosen and focus on it.
    const select = document.querySelector<HTMLSelectElement>('#entry select');
    select?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    select?.focus({ preventScroll: true });
  };

  return (
    <EventDetailFrame
      kind={tournamentDetail}
      event={t}
      facts={
        <>
          <Fact icon={CalendarDays} label="Dates">
            {formatDateRange(t.startDate, t.endDate)}
          </Fact>
          <PlaceFact info={t} />
          <FeeFact
            label="Entry fee"
            feeCents={t.entryFeeCents}
            text={(c) => `Entry ${formatFee(c)} per player`}
          />
          <Fact icon={Clock} label="Entry deadline">
            {t.entryDeadline
              ? `Enter by ${formatClubDateTime(t.entryDeadline, timeZone)}`
              : 'Entries open until the first day'}
          </Fact>
        </>
      }
      mine={mine}
      action={
        t.isOpen ? (
          <a href="#entry" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            {hasSpots ? 'Enter now' : 'Join a waitlist'}
          </a>
        ) : (
          <p className="rounded-md bg-muted p-3 text-sm">
            {t.status === 'cancelled'
              ? 'Entries are closed: the tournament was cancelled.'
              : hasResults
                ? 'This tournament has been played — see the results.'
                : 'Entries are closed.'}
          </p>
        )
      }
    >
      {t.description.trim() && <Markdown source={t.description} />}
      {t.format && (
        <PageSection
          id="format-heading"
          title="Format"
          headingClassName="font-bold text-xl"
          className="space-y-2"
        >
          <p className="max-w-prose">{t.format}</p>
        </PageSection>
      )}
      <PageSection
        id="divisions-heading"
        title="Divisions"
        headingClassName="font-bold text-xl"
        className="space-y-3"
      >
        <ul className="divide-y rounded-xl border bg-card">
          {t.divisions.map((d) => {
            const own = mineIn(d.id);
            return (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div>
                  <p className="font-medium">{d.name}</p>
                  <p className="text-muted-foreground text-sm">
                    {d.confirmedCount} of {d.capacity} entries
                    {d.waitlistCount > 0 ? ` · ${d.waitlistCount} waiting` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <AvailabilityBadge availability={d.availability} />
                  {own ? (
                    <span className="font-semibold text-sm">
                      {own.status === 'waitlisted' ? `Waitlist #${own.waitlistPosition}` : "You're in"}
                    </span>
                  ) : (
                    d.availability.isOpen && (
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        aria-label={
                          d.availability.state === 'waitlist'
                            ? `Join the waitlist for ${d.name}`
                            : `Enter ${d.name}`
                        }
                        onClick={() => chooseDivision(d.id)}
                      >
                        {d.availability.state === 'waitlist' ? 'Join the waitlist' : 'Enter'}
                      </Button>
                    )
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>
      <PageSection
        id="draws-heading"
        title="Draws"
        headingClassName="font-bold text-xl"
        className="space-y-3"
      >
        <p className="text-muted-foreground">
          Brackets, the order of play and results, once the draws are published.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.tournamentDraws(t.slug)} className={buttonVariants({ variant: 'outline' })}>
            <Network aria-hidden="true" />
            Draws and results
          </Link>
          <Link to={paths.orderOfPlay(t.slug)} className={buttonVariants({ variant: 'outline' })}>
            <CalendarClock aria-hidden="true" />
            Order of play
          </Link>
        </div>
        {hasDraws && t.drawsMarkdown.trim() && <Markdown source={t.drawsMarkdown} />}
        {hasDraws && t.drawsFileUrl && <FileLink url={t.drawsFileUrl} label="Open the draws" />}
      </PageSection>
      {hasResults && (
        <PageSection
          id="results-heading"
          title="Results"
          headingClassName="font-bold text-xl"
          className="space-y-3"
        >
          {t.resultsMarkdown.trim() && <Markdown source={t.resultsMarkdown} />}
          {t.resultsFileUrl && <FileLink url={t.resultsFileUrl} label="Open the results" />}
        </PageSection>
      )}
      {t.isOpen && (
        <section
          id="entry"
          tabIndex={-1}
          className="rounded-xl border bg-card p-5 shadow-sm outline-none sm:p-6"
        >
          <TournamentEntryForm
            slug={t.slug}
            divisions={t.divisions.filter((d) => !mineIn(d.id))}
            divisionId={divisionId}
            onDivisionChange={setDivisionId}
          />
        </section>
      )}
      <RecordMessages
        heading="h2"
        kind="tournament"
        id={t.id}
        writeLabel="Write to the players"
        writeTo={
          t.divisions.length === 1 ? paths.messageNewTo(`division:${t.divisions[0]!.id}`) : paths.messageNew
        }
        empty="No message to the players yet. What the organisers send to them shows here."
      />
    </EventDetailFrame>
  );
}
