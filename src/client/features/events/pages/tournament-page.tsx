import { Markdown } from '@client/components/markdown';
import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { AvailabilityBadge } from '@client/features/events/components/availability-badge';
import { placeLabel } from '@client/features/events/components/place-text';
import { ShareLink } from '@client/features/events/components/share-link';
import { useViewer } from '@client/lib/auth-store';
import { usePageTitle } from '@client/lib/page-title';
import { isAllowed, pageAccess } from '@shared/access';
import { formatClubDateTime, formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/schemas/events';
import {
  AlertTriangle,
  ArrowLeft,
  CalendarDays,
  CalendarPlus,
  Clock,
  FileText,
  MapPin,
  Ticket,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { tournamentIcsUrl, useTournament } from '../api/tournaments-api';
import { TournamentEntryForm } from '../components/tournament-entry-form';

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
  const viewer = useViewer();
  const [divisionId, setDivisionId] = useState('');
  usePageTitle(t?.title ?? null);

  if (query.isPending) return <PageLoading />;
  if (!t || !query.data) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{query.error?.message ?? "We couldn't find that tournament."}</AlertTitle>
          <AlertDescription>
            <p>Have a look at the list of tournaments.</p>
          </AlertDescription>
        </Alert>
        <Link to={paths.events} className={buttonVariants({ variant: 'outline' })}>
          All tournaments
        </Link>
      </div>
    );
  }
  const { timeZone } = query.data;
  const url = `${window.location.origin}${paths.tournament(t.slug)}`;
  const hasResults = t.resultsMarkdown.trim() !== '' || !!t.resultsFileUrl;
  const hasDraws = t.drawsMarkdown.trim() !== '' || !!t.drawsFileUrl;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link
        to={paths.events}
        className="mb-6 inline-flex items-center gap-1 rounded-sm text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All tournaments
      </Link>
      {t.status === 'cancelled' && (
        <Alert variant="destructive" className="mb-6">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>This tournament has been cancelled</AlertTitle>
          <AlertDescription>
            <p>Everyone who entered has been told by e-mail.</p>
          </AlertDescription>
        </Alert>
      )}
      {t.status === 'draft' && (
        <Alert className="mb-6">
          <AlertTitle>Draft preview</AlertTitle>
          <AlertDescription>
            <p>Only organisers can see this page until the tournament is published.</p>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          {t.description.trim() && <Markdown source={t.description} />}
          {t.format && (
            <section aria-labelledby="format-heading" className="space-y-2">
              <h2 id="format-heading" className="font-bold text-xl">
                Format
              </h2>
              <p className="max-w-prose">{t.format}</p>
            </section>
          )}
          <section aria-labelledby="divisions-heading" className="space-y-3">
            <h2 id="divisions-heading" className="font-bold text-xl">
              Divisions
            </h2>
            <ul className="divide-y rounded-xl border bg-card">
              {t.divisions.map((d) => (
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
                    {d.availability.isOpen && (
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        aria-label={`Enter ${d.name}`}
                        onClick={() => {
                          setDivisionId(d.id);
                          // To the form, with the division chosen and focus on it.
                          const select = document.querySelector<HTMLSelectElement>('#entry select');
                          select?.scrollIntoView({ behavior: 'smooth', block: 'center' });
                          select?.focus({ preventScroll: true });
                        }}
                      >
                        Enter
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
          {hasDraws && (
            <section aria-labelledby="draws-heading" className="space-y-3">
              <h2 id="draws-heading" className="font-bold text-xl">
                Draws
              </h2>
              {t.drawsMarkdown.trim() && <Markdown source={t.drawsMarkdown} />}
              {t.drawsFileUrl && <FileLink url={t.drawsFileUrl} label="Open the draws" />}
            </section>
          )}
          {hasResults && (
            <section aria-labelledby="results-heading" className="space-y-3">
              <h2 id="results-heading" className="font-bold text-xl">
                Results
              </h2>
              {t.resultsMarkdown.trim() && <Markdown source={t.resultsMarkdown} />}
              {t.resultsFileUrl && <FileLink url={t.resultsFileUrl} label="Open the results" />}
            </section>
          )}
          {t.isOpen && (
            <section
              id="entry"
              tabIndex={-1}
              className="rounded-xl border bg-card p-5 shadow-sm outline-none sm:p-6"
            >
              <TournamentEntryForm
                slug={t.slug}
                divisions={t.divisions}
                divisionId={divisionId}
                onDivisionChange={setDivisionId}
              />
            </section>
          )}
        </div>
        <aside
          aria-label="Tournament details"
          className="space-y-4 self-start rounded-xl border bg-card p-5 shadow-sm"
        >
          <dl className="space-y-3 text-sm">
            <div className="flex gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Dates</span>
              </dt>
              <dd>{formatDateRange(t.startDate, t.endDate)}</dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Where</span>
              </dt>
              <dd className="min-w-0 break-words">
                {t.court ? (
                  <>
                    <Link to={paths.court(t.court.slug)} className="text-link underline underline-offset-2">
                      {t.court.name}
                    </Link>
                    {t.placeText ? ` — ${t.placeText}` : ''}
                    <span className="block text-muted-foreground">{t.court.address}</span>
                  </>
                ) : (
                  placeLabel(t)
                )}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Ticket aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Entry fee</span>
              </dt>
              <dd>Entry {formatFee(t.entryFeeCents)} per player</dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Entry deadline</span>
              </dt>
              <dd>
                {t.entryDeadline
                  ? `Enter by ${formatClubDateTime(t.entryDeadline, timeZone)}`
                  : 'Entries open until the first day'}
              </dd>
            </div>
          </dl>
          {t.isOpen ? (
            <a href="#entry" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              Enter now
            </a>
          ) : (
            <p className="rounded-md bg-muted p-3 text-sm">
              {t.status === 'cancelled'
                ? 'Entries are closed: the tournament was cancelled.'
                : hasResults
                  ? 'This tournament has been played — see the results.'
                  : 'Entries are closed.'}
            </p>
          )}
          <div className="space-y-3 border-t pt-4">
            <a
              href={tournamentIcsUrl(t.slug)}
              download
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            >
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
            <ShareLink title={t.title} url={url} />
          </div>
          {isAllowed(pageAccess[paths.adminTournaments], viewer) && (
            <div className="border-t pt-4">
              <Link
                to={`${paths.adminTournaments}?edit=${encodeURIComponent(t.id)}`}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                Edit tournament and entries
              </Link>
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
