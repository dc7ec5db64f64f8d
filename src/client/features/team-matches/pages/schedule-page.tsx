import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { RecordMessages } from '@client/components/record-messages';
import { teamPage } from '@client/components/team-page-frame';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { pathPatterns, paths } from '@shared/paths';
import type { ScheduleMatch, TeamSchedule } from '@shared/schemas/team-matches';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import {
  useAnswerMatch,
  useRemindNonResponders,
  useRotateCalendarKey,
  useTeamSchedule,
} from '../api/schedule-api';
import { AvailabilityChoice, RecordedAnswer } from '../components/availability-choice';
import { MatchWhen, matchTitle, placeText } from '../components/match-labels';
import { MatchStatusBadge } from '../components/match-status-badge';
import { CaptainTools } from '../components/schedule-captain-tools';

/** /teams/:id/schedule: the team's matches; players answer here, captains schedule here. */
export const TeamSchedulePage = teamPage(
  { path: pathPatterns.teamSchedule, useRecord: useTeamSchedule, errorTitle: 'Could not load the schedule' },
  (data) => <ScheduleBody schedule={data} />,
);

/** The team's players, with the contact details each shares with this viewer. */
function TeamPlayers({ schedule }: { schedule: TeamSchedule }) {
  if (schedule.players.length === 0) return null;
  return (
    <section aria-labelledby="team-players" className="space-y-2">
      <h3 id="team-players" className="font-semibold text-lg">
        Players
      </h3>
      <ul className="divide-y rounded-lg border">
        {schedule.players.map((p, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
            <span className="font-medium">
              {p.name}
              {p.isCaptain ? <span className="text-muted-foreground"> · captain</span> : null}
            </span>
            <span className="flex flex-wrap gap-x-3">
              {p.email ? (
                <a className="text-link underline" href={`mailto:${p.email}`}>
                  {p.email}
                </a>
              ) : null}
              {p.phone ? (
                <a className="text-link underline" href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>
                  {p.phone}
                </a>
              ) : null}
              {!p.email && !p.phone ? (
                <span className="text-muted-foreground">Contact not shared</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        Each player chooses on their profile whether teammates see their e-mail and phone.
      </p>
    </section>
  );
}

/**
 * The viewer's own calendar address (issue 18): a key of their roster place, so it stops when
 * they leave the team; a new one can be made here when an old address was shared by mistake.
 */
function CalendarAddress({ teamId, url }: { teamId: string; url: string }) {
  const rotate = useRotateCalendarKey(teamId);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <section aria-labelledby="calendar-address" className="space-y-2 rounded-lg border p-4">
      <h3 id="calendar-address" className="font-semibold text-lg">
        Your calendar address
      </h3>
      <p className="text-sm">
        Calendar apps follow the team’s matches from this address. It is yours alone: it stops working if you
        leave the roster.
      </p>
      <TextField label="Calendar address" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              toast({ title: 'Address copied', description: 'Paste it into your calendar app.' });
            } catch {
              toast({ title: 'Could not copy', description: 'Select the address and copy it by hand.' });
            }
          }}
        >
          Copy address
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            rotate.reset();
            setIsConfirming(true);
          }}
        >
          Get a new address
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Get a new calendar address?"
        description="The current address stops working at once: calendars that use it stop updating until you subscribe with the new one."
        confirmLabel="Get a new address"
        isPending={rotate.isPending}
        error={rotate.error?.message ?? null}
        onConfirm={async () => {
          await rotate.mutateAsync();
          toast({ title: 'New calendar address', description: 'Subscribe again with the new address.' });
          setIsConfirming(false);
        }}
      />
    </section>
  );
}

function ScheduleBody({ schedule }: { schedule: TeamSchedule }) {
  const { team } = schedule;
  const [editing, setEditing] = useState<ScheduleMatch | null>(null);
  const now = Date.now();
  const upcoming = schedule.matches.filter((m) => new Date(m.startsAt).getTime() >= now - 3 * 3_600_000);
  const played = schedule.matches
    .filter((m) => new Date(m.startsAt).getTime() < now - 3 * 3_600_000)
    .reverse();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-1">
        <h2 className="font-semibold text-2xl">{team.name}: schedule</h2>
        <p className="text-muted-foreground">
          {team.leagueName} · {team.lines.length} lines ({team.lines.join(', ')}), {team.playersNeeded}{' '}
          players a match
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {schedule.calendarUrl ? (
            <a className="text-link underline" href={schedule.calendarUrl.replace(/^https?:/, 'webcal:')}>
              <CalendarDays aria-hidden="true" className="mr-1 inline size-4" />
              Subscribe to the team calendar
            </a>
          ) : null}
          {schedule.canManage ? (
            <>
              <Link className="text-link underline" to={paths.teamAvailability(team.id)}>
                Availability grid
              </Link>
              <Link className="text-link underline" to={paths.teamRoster(team.id)}>
                Roster
              </Link>
            </>
          ) : null}
        </p>
        <p className="text-muted-foreground text-xs">
          Answers close {schedule.settings.cutoffHours} hours before each match.
        </p>
      </header>

      <section aria-labelledby="upcoming-matches" className="space-y-3">
        <h3 id="upcoming-matches" className="font-semibold text-lg">
          Upcoming matches
        </h3>
        {upcoming.length === 0 ? <p>No upcoming matches.</p> : null}
        <ul className="space-y-3">
          {upcoming.map((m) => (
            <MatchCard
              key={m.id}
              match={m}
              schedule={schedule}
              onEdit={schedule.canManage ? () => setEditing(m) : undefined}
            />
          ))}
        </ul>
      </section>

      <RecordMessages
        kind="team"
        id={team.id}
        writeLabel="Write to the team"
        writeTo={paths.messageNewTo(`team:${team.id}`)}
        empty="No message to the team yet. What the captains send to the roster shows here."
      />

      <TeamPlayers schedule={schedule} />

      {schedule.calendarUrl ? <CalendarAddress teamId={team.id} url={schedule.calendarUrl} /> : null}

      {schedule.canManage ? (
        <CaptainTools schedule={schedule} editing={editing} onDoneEditing={() => setEditing(null)} />
      ) : null}

      {played.length > 0 ? (
        <section aria-labelledby="played-matches" className="space-y-3">
          <h3 id="played-matches" className="font-semibold text-lg">
            Played
          </h3>
          <ul className="divide-y rounded-lg border">
            {played.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <Link className="text-link underline" to={paths.teamMatch(m.id)}>
                  {matchTitle(m)}
                </Link>
                <span className="text-muted-foreground text-sm">
                  <MatchWhen match={m} /> <MatchStatusBadge status={m.status} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function MatchCard({
  match,
  schedule,
  onEdit,
}: {
  match: ScheduleMatch;
  schedule: TeamSchedule;
  onEdit?: () => void;
}) {
  const answer = useAnswerMatch(match.id);
  const remind = useRemindNonResponders(schedule.team.id);
  const headingId = `match-${match.id}`;
  return (
    <li className="space-y-3 rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="space-y-1">
        <h4 id={headingId} className="font-semibold">
          <Link className="text-link underline" to={paths.teamMatch(match.id)}>
            {matchTitle(match)}
          </Link>
        </h4>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <MatchWhen match={match} /> <MatchStatusBadge status={match.status} />
        </p>
        {placeText(match) ? <p className="text-sm">{placeText(match)}</p> : null}
        <p className="text-muted-foreground text-xs">
          {match.yesCount} of {schedule.team.playersNeeded} players needed have said yes
        </p>
      </div>
      {schedule.isPlayer ? (
        <div className="space-y-2">
          <RecordedAnswer recorded={match.myAnswer} />
          <AvailabilityChoice
            key={match.myAnswer?.answeredAt ?? 'none'}
            legend={`Can you play ${match.isHome ? 'at home' : 'away'} against ${match.opponentTeam}?`}
            initial={{ answer: match.myAnswer?.answer ?? null, note: match.myAnswer?.note ?? '' }}
            recorded={match.myAnswer}
            isOpen={match.isOpen}
            isSaving={answer.isPending}
            submitLabel={match.myAnswer ? 'Change my answer' : 'Save my answer'}
            onSubmit={async (value) => {
              await answer.mutateAsync(value);
              toast({ title: 'Answer saved', description: matchTitle(match) });
            }}
          />
        </div>
      ) : null}
      {onEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            Change this match
          </Button>
          {match.isOpen ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={remind.isPending}
              onClick={() =>
                remind.mutate(match.id, {
                  onSuccess: (r) =>
                    toast({
                      title: r.reminded === 0 ? 'Everyone has answered' : `Reminded ${r.reminded} players`,
                      description: matchTitle(match),
                    }),
                  onError: (error) =>
                    toast({
                      title: 'Could not send reminders',
                      description: errorMessage(error),
                      variant: 'destructive',
                    }),
                })
              }
            >
              Remind non-responders
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
