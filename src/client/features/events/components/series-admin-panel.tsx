import { ColumnHeaders } from '@client/components/column-headers';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { CheckboxGroupField, FormError, fieldOf, TextField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatClubDateTime, utcToZonedWallTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { eventStatusLabels } from '@shared/schemas/events';
import { type RepeatEventInput, repeatEventSchema } from '@shared/schemas/events-series';
import {
  isoWeekdayOf,
  type SeriesEditScope,
  seriesEditScopeLabels,
  seriesEditScopes,
  weekdayNames,
} from '@shared/series-rules';
import { CalendarClock, Repeat, Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import {
  type SeriesKind,
  useAdminSeries,
  useMoveSeriesSession,
  usePublishSeries,
  useRepeatEvent,
  useSkipSeriesSession,
} from '../api/event-series-api';
import { CancelEventDialog, DuplicateEventDialog, NewDateDialog, type NewStartWords } from './event-dialogs';
import { SeriesSessionLink } from './series-session-link';

/* Events in series (issue 23 §3, decision 041), the organiser's side of a social's or a tournament's edit page. */

/** What differs between the kinds in these screens: words, addresses, and whether a session has a time. */
export const seriesPanelKinds = {
  social: {
    noun: 'event',
    sessionPath: paths.adminSocialEvent,
    listPath: paths.adminSocialEvents,
    listLabel: 'All social events',
    publishedWhere: 'Every session is on the socials page.',
    countLabel: 'Players',
    repeatHint:
      'Makes this event the first session of a series: each session is a copy with its own page, places and waitlist, at the same time of day on the club’s clock.',
    scopeHint:
      'With several sessions, each keeps its own date and web address and takes the new time of day; sessions already over are left as they were.',
    // A whole-series sign-up exists for socials only (decision 041: a tournament is entered per session).
    hasWholeSeriesFee: true,
    isDateOnly: false,
    movedNote: 'Everyone signed up has been e-mailed the new time.',
    moveWords: {
      title: 'Move',
      description:
        'This session moves to the date and time you choose, with the same length and sign-up deadline. Everyone signed up keeps their place and gets an e-mail with the new time.',
      submit: 'Move the session',
      pending: 'Moving...',
    },
  },
  tournament: {
    noun: 'tournament',
    sessionPath: paths.adminTournament,
    listPath: paths.adminTournaments,
    listLabel: 'All tournaments',
    publishedWhere: 'Every session is on the tournaments page.',
    countLabel: 'Entries',
    repeatHint:
      'Makes this tournament the first session of a series: each session is a copy on its own date, with the same divisions and its own page, entries, waitlists and draws. Each entry pays its session’s fee.',
    scopeHint:
      'With several sessions, each keeps its own dates, web address, entries and draws; divisions are matched by name. Sessions already over are left as they were.',
    hasWholeSeriesFee: false,
    isDateOnly: true,
    movedNote: 'Everyone entered has been e-mailed the new date.',
    moveWords: {
      title: 'Move',
      description:
        'This session moves to the date you choose, with the same number of days and entry deadline. Everyone entered keeps their place and gets an e-mail with the new date.',
      submit: 'Move the session',
      pending: 'Moving...',
    },
  },
} satisfies Record<SeriesKind, { moveWords: NewStartWords } & Record<string, unknown>>;

/** Above the edit form of a session: which sessions a save changes. */
export function SeriesScopeChooser({
  kind,
  scope,
  onChange,
}: {
  kind: SeriesKind;
  scope: SeriesEditScope;
  onChange: (scope: SeriesEditScope) => void;
}) {
  const name = useId();
  const k = seriesPanelKinds[kind];
  return (
    <fieldset className="space-y-2 rounded-xl border bg-card p-4">
      <legend className="px-1 font-medium text-sm">
        This {k.noun} is a session of a series. Save changes to:
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {seriesEditScopes.map((s) => (
          <label key={s} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={s}
              checked={scope === s}
              onChange={() => onChange(s)}
              className="size-4 accent-primary"
            />
            {seriesEditScopeLabels[s]}
          </label>
        ))}
      </div>
      <p className="text-muted-foreground text-xs">{k.scopeHint}</p>
    </fieldset>
  );
}

/** Below the form: "Repeat this event" for a single event, or the sessions of its series. */
export function SeriesPanel({
  kind,
  event,
  firstDate,
}: {
  kind: SeriesKind;
  event: { id: string; status: string; series?: { id: string } | null };
  /** The event's (first) date as saved, "2031-06-12…": the weekday the repeat starts on. */
  firstDate: string;
}) {
  if (event.series) return <SeriesSessions kind={kind} seriesId={event.series.id} currentId={event.id} />;
  if (event.status === 'cancelled') return null;
  return <RepeatEventForm kind={kind} eventId={event.id} firstDate={firstDate} />;
}

/** A question with a few answers as radio buttons; `inputProps()` registers each button. */
function RadioChoices({
  legend,
  options,
  inputProps,
}: {
  legend: string;
  options: readonly (readonly [string, string])[];
  inputProps: () => UseFormRegisterReturn;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-sm">{legend}</legend>
      {options.map(([value, text]) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input type="radio" value={value} className="size-4 accent-primary" {...inputProps()} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

function RepeatEventForm({
  kind,
  eventId,
  firstDate,
}: {
  kind: SeriesKind;
  eventId: string;
  firstDate: string;
}) {
  const headingId = useId();
  const k = seriesPanelKinds[kind];
  const repeat = useRepeatEvent(kind);
  const weekday = firstDate ? isoWeekdayOf(firstDate.slice(0, 10)) : 4;
  const form = useForm<RepeatEventInput>({
    resolver: zodResolver(repeatEventSchema),
    defaultValues: {
      weekdays: [String(weekday)] as never,
      intervalWeeks: 1,
      endKind: 'count',
      untilDate: '',
      sessionCount: 8,
      feeMode: 'session',
      seriesFee: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const endKind = form.watch('endKind');
  const feeMode = form.watch('feeMode');
  const onSubmit = form.handleSubmit((values) =>
    submitWith(form, async () => {
      const { series } = await repeat.mutateAsync({ id: eventId, input: values });
      toast({
        title: 'Series made',
        description: `${series.ruleText}: ${series.sessions.length} sessions. Publish them when ready.`,
      });
    }),
  );
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold text-lg">
          <Repeat aria-hidden="true" className="size-5" />
          Repeat this {k.noun}
        </h2>
        <p className="text-muted-foreground text-sm">{k.repeatHint}</p>
        <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-4">
          <FormError title="Not repeated" message={formErrorOf(form)} />
          <CheckboxGroupField
            legend="On"
            error={errors.weekdays?.message}
            options={weekdayNames.map((n, i) => [String(i + 1), n] as const)}
            inputProps={() => form.register('weekdays')}
          />
          <TextField
            label="Every how many weeks"
            type="number"
            min={1}
            max={12}
            inputMode="numeric"
            hint="1: every week; 2: every other week."
            {...fieldOf(form, 'intervalWeeks')}
          />
          <RadioChoices
            legend="Ends"
            options={[
              ['count', 'After a number of sessions'],
              ['until', 'On a date'],
            ]}
            inputProps={() => form.register('endKind')}
          />
          {endKind === 'until' ? (
            <TextField label="Last date" type="date" {...fieldOf(form, 'untilDate')} />
          ) : (
            <TextField
              label="Number of sessions"
              type="number"
              min={2}
              inputMode="numeric"
              hint="This session included."
              {...fieldOf(form, 'sessionCount')}
            />
          )}
          {k.hasWholeSeriesFee && (
            <RadioChoices
              legend="Fee of a whole-series sign-up"
              options={[
                ['session', 'Each session’s own fee'],
                ['series', 'One price for the whole series'],
              ]}
              inputProps={() => form.register('feeMode')}
            />
          )}
          {k.hasWholeSeriesFee && feeMode === 'series' && (
            <TextField
              label="Series price (USD)"
              inputMode="decimal"
              hint="Charged pro rata when some sessions are full at sign-up."
              {...fieldOf(form, 'seriesFee')}
            />
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Making the sessions…' : 'Make the series'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** A session row's action button, named with the session's date for screen readers. */
function SessionAction({
  verb,
  session,
  icon,
  onClick,
}: {
  verb: string;
  session: string;
  icon?: ReactNode;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" aria-label={`${verb} the session of ${session}`} onClick={onClick}>
      {icon}
      {verb}
    </Button>
  );
}

function SeriesSessions({
  kind,
  seriesId,
  currentId,
}: {
  kind: SeriesKind;
  seriesId: string;
  currentId: string;
}) {
  const headingId = useId();
  const k = seriesPanelKinds[kind];
  const series = useAdminSeries(seriesId);
  const publish = usePublishSeries(kind);
  const move = useMoveSeriesSession(kind);
  const skip = useSkipSeriesSession(kind);
  // `when`: the session's wall time, or its date for a kind whose sessions last whole days.
  const [moving, setMoving] = useState<{ id: string; label: string; when: string } | null>(null);
  const [skipping, setSkipping] = useState<{ id: string; label: string; registered: number } | null>(null);
  if (series.isPending) return <p className="text-muted-foreground text-sm">Loading the series…</p>;
  if (series.isError) return <p className="text-destructive-text text-sm">{series.error.message}</p>;
  const s = series.data.series;
  const tz = s.timeZone;
  const now = Date.now();
  const label = (iso: string) =>
    formatClubDateTime(
      iso,
      tz,
      k.isDateOnly
        ? { weekday: 'short', month: 'short', day: 'numeric' }
        : { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    );
  const drafts = s.sessions.filter((x) => x.status === 'draft').length;
  const moveTo = async (when: string) => {
    if (!moving) return;
    // A refusal rejects: the dialog shows it under the field or above the buttons.
    await move.mutateAsync({ seriesId: s.id, id: moving.id, when });
    toast({
      title: 'Session moved',
      description: k.movedNote,
    });
    setMoving(null);
  };
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold text-lg">
            <Repeat aria-hidden="true" className="size-5" />
            Series: {s.ruleText}
          </h2>
          {drafts > 0 && (
            <Button
              size="sm"
              disabled={publish.isPending}
              onClick={async () => {
                try {
                  await publish.mutateAsync(s.id);
                  toast({ title: 'Series published', description: k.publishedWhere });
                } catch (error) {
                  toast({
                    title: 'Not published',
                    description: (error as Error).message,
                    variant: 'destructive',
                  });
                }
              }}
            >
              <Send aria-hidden="true" />
              Publish all {drafts} draft sessions
            </Button>
          )}
        </div>
        <p className="text-muted-foreground text-sm">
          {!k.hasWholeSeriesFee
            ? 'Each entry pays its session’s fee'
            : s.feeMode === 'series'
              ? 'Whole-series sign-ups pay one price'
              : 'Whole-series sign-ups pay each session’s fee'}
          {s.skippedDates.length > 0 ? ` · skipped: ${s.skippedDates.join(', ')}` : ''}
        </p>
        <div className="overflow-x-auto">
          <table aria-labelledby={headingId} className="w-full text-sm">
            <thead>
              <tr className="border-b text-left">
                <ColumnHeaders className="px-2 py-2" columns={['Session', 'Status', k.countLabel]} />
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {s.sessions.map((x) => {
                const isOver = new Date(x.startsAt).getTime() <= now;
                return (
                  <tr key={x.id} className="border-b last:border-0">
                    <td className="px-2 py-2">
                      <SeriesSessionLink
                        to={k.sessionPath(x.id)}
                        label={label(x.startsAt)}
                        currentNote={x.id === currentId ? 'this one' : undefined}
                      />
                      {x.isMoved && <span className="text-muted-foreground"> · moved</span>}
                    </td>
                    <td className="px-2 py-2">{eventStatusLabels[x.status]}</td>
                    <td className="px-2 py-2">
                      {x.confirmedCount}/{x.capacity}
                      {x.waitlistCount > 0 ? ` +${x.waitlistCount}` : ''}
                    </td>
                    <td className="whitespace-nowrap px-2 py-2 text-right">
                      {!isOver && (
                        <>
                          <SessionAction
                            verb="Move"
                            session={label(x.startsAt)}
                            icon={<CalendarClock aria-hidden="true" />}
                            onClick={() => {
                              move.reset();
                              const wall = utcToZonedWallTime(x.startsAt, tz);
                              setMoving({
                                id: x.id,
                                label: label(x.startsAt),
                                when: k.isDateOnly ? wall.slice(0, 10) : wall,
                              });
                            }}
                          />
                          <SessionAction
                            verb="Skip"
                            session={label(x.startsAt)}
                            onClick={() => {
                              skip.reset();
                              setSkipping({
                                id: x.id,
                                label: label(x.startsAt),
                                registered: x.confirmedCount + x.waitlistCount,
                              });
                            }}
                          />
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Link to={k.listPath} className={buttonVariants({ variant: 'link', className: 'px-0' })}>
          {k.listLabel}
        </Link>
        {k.isDateOnly ? (
          <NewDateDialog
            open={moving !== null}
            onOpenChange={(open) => !open && setMoving(null)}
            title={`the session of ${moving?.label ?? ''}`}
            words={k.moveWords}
            suggestedDate={moving?.when ?? ''}
            isPending={move.isPending}
            onConfirm={({ startDate }) => moveTo(startDate)}
          />
        ) : (
          <DuplicateEventDialog
            open={moving !== null}
            onOpenChange={(open) => !open && setMoving(null)}
            title={`the session of ${moving?.label ?? ''}`}
            words={k.moveWords}
            suggestedStart={moving?.when ?? ''}
            timeZone={tz}
            isPending={move.isPending}
            onConfirm={({ startsAt }) => moveTo(startsAt)}
          />
        )}
        <CancelEventDialog
          open={skipping !== null}
          onOpenChange={(open) => !open && setSkipping(null)}
          title={`the session of ${skipping?.label ?? ''}`}
          registeredCount={skipping?.registered ?? 0}
          isPending={skip.isPending}
          onConfirm={async ({ message }) => {
            if (!skipping) return;
            // A refusal rejects: the dialog shows it above the buttons.
            await skip.mutateAsync({ seriesId: s.id, id: skipping.id, message: message ?? '' });
            toast({ title: 'Session skipped', description: `No session on ${skipping.label}.` });
            setSkipping(null);
          }}
        />
      </CardContent>
    </Card>
  );
}
