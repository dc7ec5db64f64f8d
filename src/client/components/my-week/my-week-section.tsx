import { QueryState } from '@client/components/query-state';
import { buttonVariants } from '@client/components/ui/button-variants';
import { errorMessage } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { formatClubDateTime } from '@shared/club-time';
import { mapLinksFor } from '@shared/map-links';
import { paths } from '@shared/paths';
import { formatCents } from '@shared/payments';
import type { MyWeek, MyWeekMatch, MyWeekSignup } from '@shared/schemas/my-week';
import type { AvailabilityAnswer } from '@shared/schemas/team-matches';
import {
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  MapPin,
  PartyPopper,
  Receipt,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { MyCalendarFeed } from './my-calendar-feed';
import { MySeason } from './my-season';
import { useAnswerFromWeek, useMyWeek } from './my-week-api';

/*
 * The member's week (issue 21 §1) at the top of their home page, and with the season and the
 * calendar feed on their profile: next matches with a one-tap answer, open availability
 * requests, sign-ups and dues, each with what to do when it is empty.
 */

const answers: readonly { value: AvailabilityAnswer; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'maybe', label: 'Maybe' },
];

const linkClass = 'font-semibold text-link underline-offset-4 hover:underline';

function matchTitle(m: MyWeekMatch['match']): string {
  return `${m.isHome ? 'Home vs' : 'Away at'} ${m.opponentTeam}${m.opponentClub ? ` (${m.opponentClub})` : ''}`;
}

function Part({
  id,
  title,
  Icon,
  children,
}: {
  id: string;
  title: string;
  Icon: typeof CalendarDays;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h3 id={id} className="flex items-center gap-2 font-semibold text-lg">
        <Icon aria-hidden="true" className="size-5" />
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">{children}</p>;
}

/** Yes / No / Maybe: one tap records the answer (the team's cut-off applies on the server). */
function OneTapAnswer({ item }: { item: MyWeekMatch }) {
  const answer = useAnswerFromWeek();
  const current = answer.isPending ? answer.variables?.answer : item.myAnswer?.answer;
  if (!item.match.isOpen) {
    return (
      <p className="text-muted-foreground text-sm">
        {item.myAnswer
          ? `Your answer: ${answers.find((a) => a.value === item.myAnswer!.answer)!.label}. `
          : ''}
        {item.match.status === 'cancelled' ? 'This match is cancelled.' : 'Answers are closed.'}
      </p>
    );
  }
  return (
    <div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Can you play {matchTitle(item.match)}?</legend>
        <span aria-hidden="true" className="mr-1 font-medium text-sm">
          Can you play?
        </span>
        {answers.map((a) => (
          <button
            key={a.value}
            type="button"
            aria-pressed={current === a.value}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ matchId: item.match.id, answer: a.value })}
            className={buttonVariants({
              variant: current === a.value ? 'default' : 'outline',
              size: 'sm',
              className: 'min-w-16',
            })}
          >
            {a.label}
          </button>
        ))}
      </fieldset>
      <p role="status" className="mt-1 text-sm">
        {answer.isError ? (
          <span className="text-destructive">{errorMessage(answer.error)}</span>
        ) : answer.isSuccess ? (
          'Your answer is recorded.'
        ) : item.myAnswer ? null : (
          <span className="text-muted-foreground">Your captain is waiting for your answer.</span>
        )}
      </p>
    </div>
  );
}

function MatchCard({ item, timeZone }: { item: MyWeekMatch; timeZone: string }) {
  const { match, lineup } = item;
  const place = [match.placeName, match.address].filter(Boolean).join(', ');
  const map = match.address ? mapLinksFor(match.address) : null;
  return (
    <li className="space-y-2 rounded-lg border p-3">
      <div>
        <p className="text-muted-foreground text-sm">{item.teamName}</p>
        <p className="font-semibold">
          <Link to={paths.teamMatch(match.id)} className="text-link underline-offset-4 hover:underline">
            {matchTitle(match)}
          </Link>
          {match.status !== 'scheduled' ? (
            <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs">
              {match.status === 'cancelled' ? 'Cancelled' : 'Postponed'}
            </span>
          ) : null}
        </p>
        <p className="text-sm">
          <time dateTime={match.startsAt}>{formatClubDateTime(match.startsAt, timeZone)}</time>
        </p>
        {place ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span>{place}</span>
            {map ? (
              <a href={map.googleMaps} target="_blank" rel="noreferrer" className={linkClass}>
                Map<span className="sr-only"> of {place} (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        ) : null}
        {lineup ? (
          <p className="text-sm">
            {lineup.line ? (
              <>
                Your line: <strong>{lineup.line.lineId}</strong>
                {lineup.line.partnerNames.length ? ` with ${lineup.line.partnerNames.join(' and ')}` : ''}
              </>
            ) : lineup.isAlternate ? (
              'You are an alternate in the lineup.'
            ) : (
              'The lineup is out: you are not playing this one.'
            )}
          </p>
        ) : null}
      </div>
      <OneTapAnswer item={item} />
    </li>
  );
}

function signupWhen(s: MyWeekSignup, timeZone: string): string {
  return s.isAllDay
    ? formatClubDateTime(s.startsAt, 'UTC', { weekday: 'short', month: 'short', day: 'numeric' })
    : formatClubDateTime(s.startsAt, timeZone);
}

function WeekParts({ week, showSeason }: { week: MyWeek; showSeason: boolean }) {
  const hasTeams = week.teams.length > 0;
  const requests = week.openRequests.filter((r) => !week.matches.some((m) => m.match.id === r.match.id));
  return (
    <div className={showSeason ? 'grid gap-4' : 'grid gap-4 lg:grid-cols-2'}>
      <Part id="my-week-matches" title="Next matches" Icon={CalendarDays}>
        {!hasTeams ? (
          <Empty>
            You are not on a team yet —{' '}
            <Link to={paths.formsLooking} className={linkClass}>
              Looking for a team
            </Link>
          </Empty>
        ) : week.matches.length === 0 ? (
          <Empty>No matches scheduled for your teams yet. Your captain adds them to the team schedule.</Empty>
        ) : (
          <ul className="space-y-3">
            {week.matches.map((m) => (
              <MatchCard key={m.match.id} item={m} timeZone={week.timeZone} />
            ))}
          </ul>
        )}
      </Part>
      <div className="space-y-4">
        <Part id="my-week-requests" title="Availability requests" Icon={CalendarCheck}>
          {week.openRequests.length === 0 ? (
            <Empty>No answers waiting: your captains know whether you can play.</Empty>
          ) : (
            <>
              <p className="text-sm">
                {week.openRequests.length === 1
                  ? 'One match is waiting for your answer.'
                  : `${week.openRequests.length} matches are waiting for your answer.`}
              </p>
              {requests.length > 0 ? (
                <ul className="mt-3 space-y-3">
                  {requests.map((m) => (
                    <MatchCard key={m.match.id} item={m} timeZone={week.timeZone} />
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </Part>
        <Part id="my-week-signups" title="Socials and tournaments" Icon={PartyPopper}>
          {week.signups.length === 0 ? (
            <Empty>
              No sign-ups coming up.{' '}
              <Link to={paths.socialEvents} className={linkClass}>
                Browse social events
              </Link>{' '}
              or{' '}
              <Link to={paths.events} className={linkClass}>
                tournaments
              </Link>
              .
            </Empty>
          ) : (
            <ul className="divide-y">
              {week.signups.map((s) => (
                <li key={s.id} className="py-2 text-sm">
                  <Link to={s.path} className={linkClass}>
                    {s.title}
                    {s.divisionName ? `: ${s.divisionName}` : ''}
                  </Link>
                  <p className="text-muted-foreground">
                    {signupWhen(s, week.timeZone)}
                    {s.place ? ` · ${s.place}` : ''} ·{' '}
                    {s.status === 'waitlisted'
                      ? `Waiting list${s.waitlistPosition ? ` #${s.waitlistPosition}` : ''}`
                      : 'Confirmed'}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part id="my-week-dues" title="To pay" Icon={Receipt}>
          {week.dues.length === 0 ? (
            <Empty>Nothing to pay: you are all settled.</Empty>
          ) : (
            <ul className="divide-y">
              {week.dues.map((d) => (
                <li
                  key={d.paymentId}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span>
                    {d.description} · <strong className="tabular-nums">{formatCents(d.amountCents)}</strong>
                  </span>
                  <Link
                    to={`${paths.paymentSuccess}?payment=${encodeURIComponent(d.paymentId)}`}
                    className={buttonVariants({ size: 'sm' })}
                  >
                    Pay {formatCents(d.amountCents)}
                    <span className="sr-only"> for {d.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Part>
      </div>
      {showSeason ? (
        <>
          <Part id="my-week-season" title="My season" Icon={Trophy}>
            <MySeason week={week} />
          </Part>
          <Part id="my-week-calendar" title="My calendar" Icon={CalendarPlus}>
            <MyCalendarFeed calendarUrl={week.calendarUrl} />
          </Part>
        </>
      ) : null}
    </div>
  );
}

/** "My week": the member's own read; `showSeason` adds the season and the calendar feed (profile). */
export function MyWeekSection({ showSeason = false }: { showSeason?: boolean }) {
  const week = useMyWeek();
  const auth = useAuth();
  const username = auth.profile?.username ?? auth.user?.username ?? null;
  return (
    <section
      aria-labelledby="my-week-heading"
      className={showSeason ? '' : 'mx-auto max-w-7xl px-4 py-6 sm:px-6'}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-week-heading" className="font-bold text-2xl tracking-tight">
          My week
        </h2>
        {showSeason || !username ? null : (
          <Link to={paths.user(username)} className={linkClass}>
            My season and calendar
          </Link>
        )}
      </div>
      <div className="mt-4">
        <QueryState query={week} errorTitle="Your week could not be loaded">
          {(data) => <WeekParts week={data} showSeason={showSeason} />}
        </QueryState>
      </div>
    </section>
  );
}
