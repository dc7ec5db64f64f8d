import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { FormDialog } from '@client/components/form-dialog';
import { QueryState } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormError, SelectField, TextField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useClub } from '@client/lib/club';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateRange, utcToZonedWallTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import {
  type AdminTournamentDraws,
  type DivisionDrawsView,
  type DrawMatchView,
  type DrawView,
  type MakeDrawInput,
  makeDrawSchema,
  type ScheduleMatchInput,
  scheduleMatchSchema,
} from '@shared/schemas/tournament-draws';
import { type DrawKind, drawKindLabels, drawKinds } from '@shared/tennis/draws';
import { CalendarClock, Download, Network } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  resultsCsvUrl,
  todsUrl,
  useAdminDraws,
  useDiscardDraw,
  useMakeDraw,
  useOrganiserResult,
  usePublishDraw,
  useScheduleMatch,
  useSwapInDraw,
  useWithdrawEntry,
} from '../api/tournament-draws-api';
import { DrawBracket } from '../components/draw-bracket';
import { DrawScoreForm } from '../components/draw-score-form';

/** /admin/tournaments/:id/draws — make, edit and publish each division's draw, then run it. */
export function AdminTournamentDrawsPage() {
  const { id = '' } = useParams();
  const draws = useAdminDraws(id);
  usePageTitle(draws.data ? `Draws: ${draws.data.tournament.title}` : null);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <QueryState query={draws} errorTitle="Could not load the draws">
        {(data) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <p className="mr-auto text-muted-foreground">
                {formatDateRange(data.tournament.startDate, data.tournament.endDate)}
              </p>
              <Link
                to={paths.adminTournament(data.tournament.id)}
                className={buttonVariants({ variant: 'ghost' })}
              >
                Tournament and entries
              </Link>
              <Link
                to={paths.tournamentDraws(data.tournament.slug)}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Network aria-hidden="true" />
                Public draws
              </Link>
              <Link
                to={paths.orderOfPlay(data.tournament.slug)}
                className={buttonVariants({ variant: 'outline' })}
              >
                <CalendarClock aria-hidden="true" />
                Order of play
              </Link>
            </div>
            {data.divisions.length === 0 ? (
              <p className="rounded-md border border-dashed p-6">This tournament has no divisions yet.</p>
            ) : (
              data.divisions.map((d) => <DivisionDraw key={d.divisionId} data={data} division={d} />)
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function DivisionDraw({ data, division }: { data: AdminTournamentDraws; division: DivisionDrawsView }) {
  const headingId = `division-${division.divisionId}`;
  const draw = division.draw;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border p-4 sm:p-6">
      <h2 id={headingId} className="font-bold text-2xl">
        {division.divisionName}
      </h2>
      <p className="text-muted-foreground text-sm">
        {division.confirmedCount} confirmed {division.confirmedCount === 1 ? 'entry' : 'entries'}
        {draw
          ? ` · ${drawKindLabels[draw.kind]} · ${draw.status === 'draft' ? 'Draft (not public)' : 'Published'}`
          : ''}
      </p>
      {!draw ? (
        <MakeDrawForm division={division} />
      ) : draw.status === 'draft' ? (
        <DraftTools division={division} draw={draw} />
      ) : (
        <PublishedTools data={data} division={division} draw={draw} />
      )}
    </section>
  );
}

interface MakeFormValues {
  kind: DrawKind;
  seeding: 'rating' | 'organiser';
  seedCount: string;
  groupSize: string;
  formatCode: string;
  seeds: Record<string, string>;
}

function MakeDrawForm({ division, onDone }: { division: DivisionDrawsView; onDone?: () => void }) {
  const make = useMakeDraw();
  const form = useForm<MakeFormValues>({
    defaultValues: {
      kind: 'singleElimination',
      seeding: 'rating',
      seedCount: '',
      groupSize: '4',
      formatCode: 'SET3-S:6/TB7',
      seeds: {},
    },
  });
  const kind = form.watch('kind');
  const seeding = form.watch('seeding');
  const onSubmit = form.handleSubmit((v) =>
    submitWith(form, async () => {
      const body: MakeDrawInput = {
        kind: v.kind,
        seeding: v.seeding,
        formatCode: v.formatCode,
        groupSize: Number(v.groupSize),
        ...(v.seedCount.trim() ? { seedCount: Number(v.seedCount) } : {}),
        seeds:
          v.seeding === 'organiser'
            ? Object.entries(v.seeds)
                .filter(([, seed]) => seed.trim() !== '')
                .map(([registrationId, seed]) => ({ registrationId, seed: Number(seed) }))
            : [],
      };
      const parsed = makeDrawSchema.safeParse(body);
      if (!parsed.success) {
        form.setError('root.server', {
          type: 'client',
          message: parsed.error.issues[0]?.message ?? 'Check the form.',
        });
        return;
      }
      await make.mutateAsync({ divisionId: division.divisionId, body });
      toast({ title: 'Draft draw made', description: 'Check it, swap lines if needed, then publish it.' });
      onDone?.();
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Kind of draw"
          options={drawKinds.map((k) => [k, drawKindLabels[k]] as const)}
          {...form.register('kind')}
        />
        <SelectField
          label="Seeds"
          options={[
            ['rating', 'Highest ratings'],
            ['organiser', 'I choose the seeds'],
          ]}
          {...form.register('seeding')}
        />
        {seeding === 'rating' ? (
          <TextField
            label="Number of seeds"
            hint="Empty: a quarter of the draw."
            inputMode="numeric"
            {...form.register('seedCount')}
          />
        ) : null}
        {kind === 'roundRobin' ? (
          <SelectField
            label="Players per group"
            options={['3', '4', '5', '6'].map((n) => [n, n] as const)}
            {...form.register('groupSize')}
          />
        ) : null}
        <TextField
          label="Scoring format"
          hint="TODS code, e.g. SET3-S:6/TB7-F:TB10"
          {...form.register('formatCode')}
        />
      </div>
      {seeding === 'organiser' ? (
        <fieldset className="space-y-2">
          <legend className="font-medium">Seed numbers (leave empty for unseeded)</legend>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {division.entries.map((e) => (
              <li key={e.registrationId}>
                <TextField
                  label={`${e.name}${e.ntrp ? ` (${e.ntrp})` : ''}`}
                  inputMode="numeric"
                  {...form.register(`seeds.${e.registrationId}`)}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <FormError title="The draw was not made" message={formErrorOf(form)} />
      <Button type="submit" disabled={form.formState.isSubmitting || division.confirmedCount < 2}>
        {form.formState.isSubmitting ? 'Making the draw…' : 'Make the draw'}
      </Button>
      {division.confirmedCount < 2 ? (
        <p className="text-muted-foreground text-sm">A draw needs at least two confirmed entries.</p>
      ) : null}
    </form>
  );
}

function lineOptions(draw: DrawView): (readonly [string, string])[] {
  if (draw.kind === 'roundRobin')
    return draw.entries.map((e) => [e.id, `Group ${e.group}: ${e.name}`] as const);
  return draw.matches
    .filter((m) => m.structure === 'main' && m.round === 1)
    .flatMap((m) =>
      [m.side1, m.side2].map((side, i) => {
        const line = m.position * 2 + i;
        return [
          `line:${line}`,
          `Line ${line + 1}: ${side ? `${side.name}${side.seed ? ` [${side.seed}]` : ''}` : 'Bye'}`,
        ] as const;
      }),
    );
}

function DraftTools({ division, draw }: { division: DivisionDrawsView; draw: DrawView }) {
  const swap = useSwapInDraw();
  const publish = usePublishDraw();
  const discard = useDiscardDraw();
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [isPublishing, setPublishing] = useState(false);
  const [isDiscarding, setDiscarding] = useState(false);
  const options = lineOptions(draw);
  const noun = draw.kind === 'roundRobin' ? 'player' : 'line';
  return (
    <div className="space-y-6">
      <DrawBracket draw={draw} />
      <form
        className="flex flex-wrap items-end gap-3 rounded-md bg-muted/40 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          swap.mutate(
            { drawId: draw.id, body: { a, b } },
            {
              onSuccess: () => toast({ title: 'Swapped' }),
              onError: (error) =>
                toast({ title: 'Not swapped', description: errorMessage(error), variant: 'destructive' }),
            },
          );
        }}
      >
        <SelectField
          className="min-w-56"
          label={draw.kind === 'roundRobin' ? 'Swap player' : 'Swap line (or move a bye)'}
          placeholder="Choose…"
          options={options}
          value={a}
          onChange={(e) => setA(e.target.value)}
        />
        <SelectField
          className="min-w-56"
          label={`with ${noun}`}
          placeholder="Choose…"
          options={options}
          value={b}
          onChange={(e) => setB(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!a || !b || a === b || swap.isPending}>
          Swap
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => setPublishing(true)}>
          Publish the draw
        </Button>
        <Button type="button" variant="outline" onClick={() => setDiscarding(true)}>
          Discard and make again
        </Button>
      </div>
      <ConfirmDialog
        open={isPublishing}
        onOpenChange={setPublishing}
        title={`Publish the ${division.divisionName} draw?`}
        description="Everyone sees it, first-round players are e-mailed, and it can no longer be edited: a withdrawal then becomes a walkover or brings in a lucky loser."
        confirmLabel="Publish"
        isPending={publish.isPending}
        error={publish.error ? errorMessage(publish.error) : null}
        onConfirm={async () => {
          await publish.mutateAsync(draw.id);
          setPublishing(false);
          toast({ title: 'Draw published' });
        }}
      />
      <ConfirmDialog
        open={isDiscarding}
        onOpenChange={setDiscarding}
        title="Discard this draft?"
        description="The draft is deleted; you can make a new one from the confirmed entries."
        confirmLabel="Discard"
        isDestructive
        isPending={discard.isPending}
        error={discard.error ? errorMessage(discard.error) : null}
        onConfirm={async () => {
          await discard.mutateAsync(draw.id);
          setDiscarding(false);
        }}
      />
    </div>
  );
}

function PublishedTools({
  data,
  division,
  draw,
}: {
  data: AdminTournamentDraws;
  division: DivisionDrawsView;
  draw: DrawView;
}) {
  const [scheduling, setScheduling] = useState<DrawMatchView | null>(null);
  const [scoring, setScoring] = useState<DrawMatchView | null>(null);
  const result = useOrganiserResult();
  const label = (m: DrawMatchView) =>
    `${m.roundName}: ${m.side1?.name ?? 'to be decided'} vs ${m.side2?.name ?? 'to be decided'}`;
  return (
    <div className="space-y-6">
      <DrawBracket
        draw={draw}
        actions={(m) =>
          m.state === 'bye' || m.state === 'confirmed' ? null : (
            <>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Schedule ${label(m)}`}
                onClick={() => setScheduling(m)}
              >
                {m.startsAt ? 'Reschedule' : 'Schedule'}
              </Button>
              {m.state === 'ready' || m.state === 'entered' ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Result of ${label(m)}`}
                  onClick={() => setScoring(m)}
                >
                  Result
                </Button>
              ) : null}
            </>
          )
        }
      />
      <WithdrawForm data={data} division={division} draw={draw} />
      <div className="flex flex-wrap gap-2">
        <a href={todsUrl(draw.id)} className={buttonVariants({ variant: 'outline' })} download>
          <Download aria-hidden="true" />
          TODS JSON
        </a>
        <a href={resultsCsvUrl(draw.id)} className={buttonVariants({ variant: 'outline' })} download>
          <Download aria-hidden="true" />
          Results CSV
        </a>
      </div>
      {scheduling ? (
        <ScheduleDialog
          courts={data.courts}
          match={scheduling}
          title={label(scheduling)}
          onClose={() => setScheduling(null)}
        />
      ) : null}
      <Dialog open={scoring !== null} onOpenChange={(open) => !open && setScoring(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{scoring ? `Result: ${label(scoring)}` : 'Result'}</DialogTitle>
          </DialogHeader>
          {scoring ? (
            <DrawScoreForm
              match={scoring}
              formatCode={draw.formatCode}
              submitLabel="Save the result"
              onSave={(body) => result.mutateAsync({ matchId: scoring.id, body })}
              onDone={() => {
                setScoring(null);
                toast({ title: 'Result saved', description: 'The draw has moved on.' });
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ScheduleDialog({
  courts,
  match,
  title,
  onClose,
}: {
  courts: AdminTournamentDraws['courts'];
  match: DrawMatchView;
  title: string;
  onClose: () => void;
}) {
  const { timeZone } = useClub();
  const schedule = useScheduleMatch();
  const form = useForm<ScheduleMatchInput>({
    resolver: zodResolver(scheduleMatchSchema),
    defaultValues: {
      startsAt: match.startsAt ? utcToZonedWallTime(match.startsAt, timeZone).slice(0, 16) : '',
      courtId: null,
      courtText: match.courtText,
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    submitWith(form, async () => {
      await schedule.mutateAsync({ matchId: match.id, body: { ...values, courtId: values.courtId || null } });
      toast({ title: 'Match scheduled', description: 'Both players are e-mailed when both are known.' });
      onClose();
    }),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Court and time"
      description={title}
      onSubmit={onSubmit}
      isPending={form.formState.isSubmitting}
      submitLabel="Save"
      pendingLabel="Saving…"
      formError={formErrorOf(form)}
    >
      <TextField
        label="Starts"
        type="datetime-local"
        {...form.register('startsAt')}
        error={form.formState.errors.startsAt?.message}
      />
      <SelectField
        label="Location"
        placeholder="No location"
        options={courts.map((c) => [c.id, c.name] as const)}
        {...form.register('courtId', { setValueAs: (v: string) => v || null })}
        error={form.formState.errors.courtId?.message}
      />
      <TextField
        label="Court"
        hint="e.g. Court 3"
        {...form.register('courtText')}
        error={form.formState.errors.courtText?.message}
      />
    </FormDialog>
  );
}

function WithdrawForm({
  data,
  division,
  draw,
}: {
  data: AdminTournamentDraws;
  division: DivisionDrawsView;
  draw: DrawView;
}) {
  const withdraw = useWithdrawEntry();
  const [entryId, setEntryId] = useState('');
  const [outcome, setOutcome] = useState<'walkover' | 'luckyLoser'>('walkover');
  const [replacement, setReplacement] = useState('');
  const stillIn = new Set(
    draw.matches
      .filter((m) => m.state === 'waiting' || m.state === 'ready' || m.state === 'entered')
      .flatMap((m) => [m.side1?.id, m.side2?.id]),
  );
  const active = draw.entries.filter((e) => !e.isWithdrawn);
  const losers = active.filter((e) => !stillIn.has(e.id) && e.id !== entryId);
  const waitlisted = data.waitlisted.filter((w) => w.divisionId === division.divisionId);
  const replacementOptions = [
    ...losers.map((e) => [`entry:${e.id}`, `${e.name} (out of the draw)`] as const),
    ...waitlisted.map((w) => [`registration:${w.registrationId}`, `${w.name} (waitlist)`] as const),
  ];
  return (
    <form
      className="space-y-3 rounded-md bg-muted/40 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        const [kind, id] = replacement.split(':');
        withdraw.mutate(
          {
            drawId: draw.id,
            body: {
              entryId,
              outcome,
              ...(outcome === 'luckyLoser' && kind === 'entry' ? { replacementEntryId: id } : {}),
              ...(outcome === 'luckyLoser' && kind === 'registration'
                ? { replacementRegistrationId: id }
                : {}),
            },
          },
          {
            onSuccess: () => {
              toast({ title: 'Withdrawal recorded' });
              setEntryId('');
              setReplacement('');
            },
            onError: (error) =>
              toast({ title: 'Not recorded', description: errorMessage(error), variant: 'destructive' }),
          },
        );
      }}
    >
      <h3 className="font-semibold">A player withdraws</h3>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="min-w-56"
          label="Player"
          placeholder="Choose…"
          options={active.map((e) => [e.id, e.name] as const)}
          value={entryId}
          onChange={(e) => setEntryId(e.target.value)}
        />
        <SelectField
          label="Their next match"
          options={[
            ['walkover', 'Walkover to the opponent'],
            ['luckyLoser', 'A lucky loser takes the place'],
          ]}
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as 'walkover' | 'luckyLoser')}
        />
        {outcome === 'luckyLoser' ? (
          <SelectField
            className="min-w-56"
            label="Lucky loser"
            placeholder="Choose…"
            options={replacementOptions}
            value={replacement}
            onChange={(e) => setReplacement(e.target.value)}
          />
        ) : null}
        <Button
          type="submit"
          variant="outline"
          disabled={!entryId || withdraw.isPending || (outcome === 'luckyLoser' && !replacement)}
        >
          Record the withdrawal
        </Button>
      </div>
    </form>
  );
}
