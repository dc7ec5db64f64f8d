import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { PageAccessGate } from '@client/components/page-access-gate';
import { PageSection } from '@client/components/page-section';
import { pageFrame, QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { FormError } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { Link } from '@client/lib/router/link';
import { useParams, useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { pageAccess } from '@shared/access';
import { pathPatterns, paths } from '@shared/paths';
import {
  type SendSubRequestInput,
  type SubCandidate,
  type SubFinder,
  type SubReason,
  type SubRequestView,
  sendSubRequestSchema,
  subRequestStatusLabels,
} from '@shared/schemas/team-matches-subs';
import { Check, Send, TriangleAlert, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCancelSubRequest, useSendSubRequest, useSubFinder } from '../api/subs-api';
import { MatchHeader } from '../components/match-header';

/**
 * /team-matches/:id/subs(?line=D1): the captain's "Find a sub". Roster players not in the lineup
 * come first, then members who opted in to subbing, each with why they qualify or not by the
 * league's rules; the captain ticks players and asks them at once. The first yes takes the place.
 */
export function SubFinderPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const lineId = params.get('line');
  return (
    <PageAccessGate rule={pageAccess[pathPatterns.teamMatchSubs]}>
      <QueryState
        query={useSubFinder(id, lineId)}
        errorTitle="Could not load the sub finder"
        frame={pageFrame}
      >
        {(finder) => (
          <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
            <MatchHeader match={finder.match} />
            <p className="text-sm">
              <Link className="underline" to={paths.teamMatchLineup(finder.match.id)}>
                Back to the lineup
              </Link>
            </p>
            <PlaceChoice
              finder={finder}
              onChange={(line) => setParams(line ? { line } : {}, { replace: true })}
            />
            <Requests finder={finder} />
            <Candidates key={`${finder.lineId ?? ''}`} finder={finder} />
          </div>
        )}
      </QueryState>
    </PageAccessGate>
  );
}

function PlaceChoice({ finder, onChange }: { finder: SubFinder; onChange: (line: string | null) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Place to fill</Label>
      <select
        id={id}
        className={`${selectClass} max-w-xs`}
        value={finder.lineId ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">Any open place</option>
        {finder.lines.map((l) => (
          <option key={l.lineId} value={l.lineId}>
            {l.lineId} ({l.type}){l.openPlaces > 0 ? ` — ${l.openPlaces} open` : ' — full'}
          </option>
        ))}
      </select>
      <p className="text-muted-foreground text-xs">
        {finder.rosterDeadline
          ? `Players not on the roster can be added until the league’s roster deadline, ${finder.rosterDeadline}.`
          : 'This league has no roster deadline.'}
      </p>
    </div>
  );
}

function Requests({ finder }: { finder: SubFinder }) {
  const cancel = useCancelSubRequest(finder.match.id);
  const [toCancel, setToCancel] = useState<SubRequestView | null>(null);
  if (finder.requests.length === 0) return null;
  return (
    <PageSection id="sub-requests-heading" title="Requests sent" className="space-y-3">
      <ul className="space-y-3">
        {[...finder.requests].reverse().map((r) => (
          <li key={r.id} className="rounded-lg border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                {r.lineId ? `Line ${r.lineId}` : 'Any open place'} · {subRequestStatusLabels[r.status]}
                {r.filledByName ? `: ${r.filledByName}` : ''}
              </p>
              {r.status === 'open' ? (
                <Button size="sm" variant="outline" onClick={() => setToCancel(r)}>
                  Cancel request
                </Button>
              ) : null}
            </div>
            <ul className="mt-2 space-y-1 text-sm">
              {r.invites.map((i) => (
                <li key={i.userId}>
                  {i.name}:{' '}
                  {i.answer === 'yes' ? 'said yes' : i.answer === 'no' ? 'said no' : 'no answer yet'}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => !open && setToCancel(null)}
        title="Cancel this sub request?"
        description="The players asked are told by e-mail that no answer is needed."
        confirmLabel="Cancel request"
        isPending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={async () => {
          if (!toCancel) return;
          await cancel.mutateAsync(toCancel.id);
          setToCancel(null);
          toast({ title: 'Request cancelled', description: 'The players asked were told.' });
        }}
      />
    </PageSection>
  );
}

function ReasonLine({ reason }: { reason: SubReason }) {
  const Icon = reason.severity === 'ok' ? Check : reason.severity === 'warning' ? TriangleAlert : X;
  const label = reason.severity === 'ok' ? 'Meets' : reason.severity === 'warning' ? 'Note' : 'Not eligible';
  return (
    <li className="flex items-start gap-1.5">
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-4 shrink-0 ${reason.severity === 'error' ? 'text-destructive-text' : ''}`}
      />
      <span>
        <span className="sr-only">{label}: </span>
        {reason.message}
      </span>
    </li>
  );
}

const answerText = { yes: 'said yes to the match', no: 'said no to the match', maybe: 'said maybe' } as const;

function Candidates({ finder }: { finder: SubFinder }) {
  const send = useSendSubRequest(finder.match.id);
  const form = useForm<SendSubRequestInput>({
    resolver: zodResolver(sendSubRequestSchema),
    defaultValues: { lineId: finder.lineId, userIds: [], note: '' },
  });
  const chosen = form.watch('userIds');
  const { errors } = form.formState;
  const noteId = useId();
  const place = finder.lineId ? finder.lines.find((l) => l.lineId === finder.lineId) : null;
  const isFull = place ? place.openPlaces === 0 : false;

  const onSubmit = form.handleSubmit((values) =>
    submitWith(form, async () => {
      const result = await send.mutateAsync(values);
      form.reset({ lineId: finder.lineId, userIds: [], note: '' });
      toast({
        title: 'Sub request sent',
        description: `${result.asked} player${result.asked === 1 ? '' : 's'} asked. The first yes takes the place.`,
      });
    }),
  );

  const roster = finder.candidates.filter((c) => c.source === 'roster');
  const optedIn = finder.candidates.filter((c) => c.source === 'opted-in');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Ask players to sub">
      {isFull ? (
        <p role="status" className="rounded-md border px-3 py-2 text-sm">
          {place?.lineId} is full: take the player who cannot play off the line in the{' '}
          <Link className="underline" to={paths.teamMatchLineup(finder.match.id)}>
            lineup
          </Link>{' '}
          first.
        </p>
      ) : null}
      <CandidateGroup
        title="On the roster"
        list={roster}
        register={form.register}
        empty="No roster players."
      />
      <CandidateGroup
        title="Members who sub"
        list={optedIn}
        register={form.register}
        empty="No member who opted in to subbing is free of this team’s roster."
      />
      {errors.userIds?.message ? (
        <p role="alert" className="text-destructive-text text-sm">
          {errors.userIds.message}
        </p>
      ) : null}
      <div className="space-y-1">
        <Label htmlFor={noteId}>Note to the players (optional)</Label>
        <Textarea id={noteId} rows={2} maxLength={500} {...form.register('note')} />
      </div>
      <FormError title="The request was not sent" message={formErrorOf(form)} />
      <div className="sticky bottom-0 border-t bg-background py-3">
        <Button type="submit" disabled={send.isPending || isFull || chosen.length === 0}>
          <Send aria-hidden="true" />
          {send.isPending
            ? 'Sending...'
            : chosen.length === 0
              ? 'Ask players'
              : `Ask ${chosen.length} player${chosen.length === 1 ? '' : 's'}`}
        </Button>
      </div>
    </form>
  );
}

function CandidateGroup({
  title,
  list,
  register,
  empty,
}: {
  title: string;
  list: SubCandidate[];
  register: ReturnType<typeof useForm<SendSubRequestInput>>['register'];
  empty: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="font-semibold text-lg">
        {title}
      </h2>
      {list.length === 0 ? <p className="text-muted-foreground text-sm">{empty}</p> : null}
      <ul className="divide-y rounded-lg border">
        {list.map((c) => {
          const boxId = `sub-${c.userId}`;
          const isDisabled = !c.qualifies || c.isAsked;
          return (
            <li key={c.userId} className={`space-y-1 p-3 ${c.qualifies ? '' : 'bg-muted/50'}`}>
              <div className="flex items-center gap-3">
                <input
                  id={boxId}
                  type="checkbox"
                  value={c.userId}
                  disabled={isDisabled}
                  className="size-5 shrink-0 accent-primary"
                  {...register('userIds')}
                />
                <label htmlFor={boxId} className="font-medium">
                  {c.name} {c.ntrpRating ? `(${c.ntrpRating})` : '(no rating)'}
                </label>
                <span className="ml-auto text-right text-xs">
                  {c.isAsked ? 'Asked' : c.qualifies ? 'Qualifies' : 'Not eligible'}
                  {c.availability ? ` · ${answerText[c.availability]}` : ''}
                </span>
              </div>
              <ul className="ml-8 space-y-0.5 text-muted-foreground text-xs">
                {c.reasons.map((r) => (
                  <ReasonLine key={`${r.rule}-${r.message}`} reason={r} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
