import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { BackLink } from '@client/components/page-back-link';
import { isRetryable, QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { fieldOf, SelectField, TextareaField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import { playerGenderLabels, ratingTypeLabels } from '@shared/player-labels';
import {
  contactMethodLabels,
  contactMethods,
  dayTimeLabels,
  type LookingForTeamDetail,
  type LookingForTeamEvent,
  leagueFormatLabels,
  playPreferenceLabels,
  type RecordContactInput,
  recordContactSchema,
  type TeamSuggestion,
} from '@shared/schemas/looking-for-team';
import { ageDivisionLabels } from '@shared/tennis/eligibility';
import { weekdayLabels } from '@shared/weekdays';
import { PhoneCall, UserPlus, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useLookingDetail,
  usePlacePlayer,
  useRecordContact,
  useWithdrawByRep,
} from '../api/looking-for-team-api';
import { StatusBadge } from '../components/status-badge';

/** /looking_for_team/:id: one request, its history, and the teams that could take the player. */
export function LookingDetailPage() {
  const { id = '' } = useParams();
  const detail = useLookingDetail(id);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.lookingForTeam}>All requests</BackLink>
      <QueryState query={detail} errorTitle="Could not load the request" canRetry={isRetryable}>
        {(data) => <RequestDesk id={id} detail={data} />}
      </QueryState>
    </div>
  );
}

function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="break-words">{children || '—'}</dd>
    </div>
  );
}

function RequestDesk({ id, detail }: { id: string; detail: LookingForTeamDetail }) {
  const { entry, history, suggestions } = detail;
  const isOpen = entry.status === 'new' || entry.status === 'contacted';
  const noteId = useId();
  // The note is the rep's words for whichever step they take: contact, placement or withdrawal.
  const form = useForm<RecordContactInput>({
    resolver: zodResolver(recordContactSchema),
    defaultValues: { method: 'email', note: '' },
  });
  const clearNote = () => form.resetField('note');
  const [placing, setPlacing] = useState<TeamSuggestion | null>(null);
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const contact = useRecordContact(id);
  const place = usePlacePlayer(id);
  const withdraw = useWithdrawByRep(id);

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-semibold text-2xl">{entry.name}</h2>
        <StatusBadge status={entry.status} />
        {entry.placedTeam && <span>on {entry.placedTeam.name}</span>}
      </div>

      <section aria-labelledby={`${noteId}-facts`} className="rounded-lg border p-4">
        <h3 id={`${noteId}-facts`} className="sr-only">
          The player
        </h3>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="E-mail">
            <a href={`mailto:${entry.email}`} className="text-link underline">
              {entry.email}
            </a>
          </Fact>
          <Fact label="Phone">
            {entry.phone && (
              <a href={`tel:${entry.phone}`} className="text-link underline">
                {entry.phone}
              </a>
            )}
          </Fact>
          <Fact label="Level">
            NTRP {entry.ntrpRating} ({ratingTypeLabels[entry.ratingType]})
          </Fact>
          <Fact label="Player">
            {playerGenderLabels[entry.gender]}, {ageDivisionLabels[entry.ageDivision]}
          </Fact>
          <Fact label="Plays">{playPreferenceLabels[entry.play]}</Fact>
          <Fact label="Interested in">
            {[...entry.formats.map((f) => leagueFormatLabels[f]), ...entry.leagues.map((l) => l.name)].join(
              ', ',
            )}
          </Fact>
          <Fact label="Available">
            {entry.days.map((d) => weekdayLabels[d]).join(', ')};{' '}
            {entry.times.map((x) => dayTimeLabels[x]).join(', ')}
          </Fact>
          <Fact label="Filed">{new Date(entry.createdAt).toLocaleDateString()}</Fact>
          <Fact label="Open until">{entry.expiresOn}</Fact>
          {entry.notes && (
            <Fact label="Notes" className="sm:col-span-2 lg:col-span-3">
              <span className="whitespace-pre-line">{entry.notes}</span>
            </Fact>
          )}
        </dl>
      </section>

      {isOpen && (
        <section aria-labelledby={`${noteId}-work`} className="space-y-4 rounded-lg border p-4">
          <h3 id={`${noteId}-work`} className="font-semibold text-lg">
            Work on this request
          </h3>
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit((values) =>
              submitWith(form, async () => {
                await contact.mutateAsync(values);
                clearNote();
                toast({ title: 'Contact recorded', description: `${entry.name} is marked as contacted.` });
              }),
            )}
          >
            <TextareaField
              label="Note for the history"
              rows={2}
              maxLength={2000}
              {...fieldOf(form, 'note')}
            />
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label="How you got in touch"
                options={contactMethods.map((m) => [m, contactMethodLabels[m]] as const)}
                {...fieldOf(form, 'method')}
              />
              <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
                <PhoneCall aria-hidden="true" />
                Record contact
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  withdraw.reset();
                  setIsWithdrawing(true);
                }}
              >
                <UserX aria-hidden="true" />
                Withdraw request
              </Button>
            </div>
            {formErrorOf(form) && <p className="text-destructive-text text-sm">{formErrorOf(form)}</p>}
          </form>

          <h4 className="font-semibold">Teams that could take {entry.name}</h4>
          {suggestions.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              No team of this or the coming season fits the player’s level, gender and age with room on its
              roster.
            </p>
          ) : (
            <ul className="divide-y rounded-md border">
              {suggestions.map((s) => (
                <li key={s.teamId} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div>
                    <p className="font-medium">{s.teamName}</p>
                    <p className="text-muted-foreground text-sm">
                      {s.leagueName} · {s.reason} · roster {s.rosterCount}/{s.rosterMax}
                      {s.captainName ? ` · captain ${s.captainName}` : ''}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    onClick={() => {
                      place.reset();
                      setPlacing(s);
                    }}
                  >
                    <UserPlus aria-hidden="true" />
                    Place on {s.teamName}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby={`${noteId}-history`} className="space-y-3">
        <h3 id={`${noteId}-history`} className="font-semibold text-lg">
          History
        </h3>
        <ol className="space-y-2">
          {history.map((h) => (
            <li key={h.id} className="rounded-md border p-3 text-sm">
              <p>
                <time dateTime={h.at} className="font-medium">
                  {new Date(h.at).toLocaleString()}
                </time>{' '}
                — {describeEvent(h)}
              </p>
              {h.note && <p className="whitespace-pre-line text-muted-foreground">{h.note}</p>}
            </li>
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={placing !== null}
        onOpenChange={(open) => !open && setPlacing(null)}
        title={`Place ${entry.name} on ${placing?.teamName ?? 'this team'}?`}
        description={
          entry.userId
            ? `${entry.name} joins the team’s roster and is told by e-mail.`
            : `${entry.name} has no account yet: the placement is recorded and they are e-mailed how to join the roster.`
        }
        confirmLabel="Place player"
        isDestructive={false}
        role="dialog"
        isPending={place.isPending}
        error={place.error?.message ?? null}
        onConfirm={async () => {
          if (!placing) return;
          const result = await place.mutateAsync({ teamId: placing.teamId, note: form.getValues('note') });
          setPlacing(null);
          clearNote();
          toast({
            title: 'Player placed',
            description: [
              `${entry.name} is placed on ${placing.teamName} and was e-mailed.`,
              ...result.warnings,
            ].join(' '),
          });
        }}
      />
      <ConfirmDialog
        open={isWithdrawing}
        onOpenChange={setIsWithdrawing}
        title={`Withdraw ${entry.name}’s request?`}
        description="The request is closed and stays in the list as withdrawn, with your note in its history."
        confirmLabel="Withdraw request"
        isPending={withdraw.isPending}
        error={withdraw.error?.message ?? null}
        onConfirm={async () => {
          await withdraw.mutateAsync({ note: form.getValues('note') });
          setIsWithdrawing(false);
          clearNote();
        }}
      />
    </>
  );
}

function describeEvent(e: LookingForTeamEvent): string {
  const who = e.actorName ?? 'a rep';
  switch (e.kind) {
    case 'filed':
      return 'Filed on the Looking for Team form';
    case 'contacted':
      return `Contacted by ${who}${e.method ? ` (${contactMethodLabels[e.method]})` : ''}`;
    case 'placed':
      return `Placed on ${e.team?.name ?? 'a team'} by ${who}`;
    case 'withdrawn':
      return e.actorName ? `Withdrawn by ${e.actorName}` : 'Withdrawn by the player';
    case 'expired':
      return 'Expired: the season ended';
    case 'reopened':
      return `Reopened by ${who}`;
  }
}
