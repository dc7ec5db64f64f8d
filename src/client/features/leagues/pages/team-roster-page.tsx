import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListActionsCell, ListCell, ListTable } from '@client/components/admin-list/list-table';
import { ColumnHeaders } from '@client/components/column-headers';
import { PageSection } from '@client/components/page-section';
import { leagueStandingsRows, PlayerRecordsTable, StandingsTable } from '@client/components/standings-table';
import { teamPage } from '@client/components/team-page-frame';
import { Button } from '@client/components/ui/button';
import { buttonVariants } from '@client/components/ui/button-variants';
import { CheckboxField, TextField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { memberStateLabels } from '@shared/membership-state';
import { pathPatterns, paths } from '@shared/paths';
import { ratingTypeLabels } from '@shared/player-labels';
import {
  type Roster,
  type RosterHistoryEntry,
  type RosterInvitation,
  type RosterInviteByEmailInput,
  type RosterInviteMemberInput,
  type RosterPlayer,
  rosterEventLabels,
  rosterInviteByEmailSchema,
  rosterInviteMemberSchema,
} from '@shared/schemas/leagues';
import { PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  rosterCsvUrl,
  useAddPlayer,
  useDecideJoinRequest,
  useRemovePlayer,
  useRoster,
  useTeamStandings,
  useUpdateTeam,
  useWithdrawInvitation,
} from '../api/leagues-api';
import { DeadlineText } from '../components/deadline-text';
import { IssueList } from '../components/issue-list';
import { MemberPicker } from '../components/member-picker';
import { TeamStatusBadge } from '../components/team-status-badge';

/** /teams/:id/roster: a team's players with ratings and eligibility; its captains and staff manage it. */
export const TeamRosterPage = teamPage(
  { path: pathPatterns.teamRoster, useRecord: useRoster, errorTitle: 'Could not load the roster' },
  (data) => <RosterBody roster={data} />,
);

function RosterBody({ roster }: { roster: Roster }) {
  const { team } = roster;
  const [toRemove, setToRemove] = useState<RosterPlayer | null>(null);
  const remove = useRemovePlayer(team.id);
  const update = useUpdateTeam(team.id);

  const makeCoCaptain = async (player: RosterPlayer) => {
    try {
      await update.mutateAsync({ coCaptainId: player.userId ?? '' });
      toast({ title: 'Co-captain changed', description: `${player.name} co-captains ${team.name}.` });
    } catch (error) {
      toast({
        title: 'Could not change the co-captain',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h2 className="font-semibold text-2xl">{team.name}</h2>
        <p className="text-muted-foreground">
          {team.league.name} · <TeamStatusBadge status={team.status} />
          {team.ustaTeamNumber ? ` · USTA team ${team.ustaTeamNumber}` : ''}
        </p>
        <p className="text-sm">
          Captain {team.captain?.name ?? '—'}
          {team.coCaptain ? `, co-captain ${team.coCaptain.name}` : ''} · roster {team.rosterCount} (
          {team.minRoster}–{team.maxRoster}) · roster deadline <DeadlineText deadline={team.rosterDeadline} />
        </p>
      </header>

      <IssueList issues={roster.issues} />

      <div className="flex flex-wrap justify-end gap-2">
        <Link className={buttonVariants({ variant: 'outline' })} to={paths.messageNewTo(`team:${team.id}`)}>
          <PenLine aria-hidden="true" />
          Write to the team
        </Link>
        <Link className={buttonVariants({ variant: 'outline' })} to={paths.teamSchedule(team.id)}>
          Schedule and availability
        </Link>
        <CsvExportLink href={rosterCsvUrl(team.id)} />
      </div>

      {roster.players.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center">
          No players yet: add the first below.
        </p>
      ) : (
        <ListTable
          caption={`Roster of ${team.name}`}
          head={
            <ColumnHeaders
              columns={[
                'Player',
                'Rating',
                'USTA',
                roster.canSeeContacts && 'Contact',
                'Eligibility',
                { name: 'Actions', className: 'text-right' },
              ]}
            />
          }
        >
          {roster.players.map((p) => (
            <tr key={p.entryId} className="border-t align-top">
              <ListCell>
                <span className="font-medium">{p.name}</span>
                <div className="text-muted-foreground text-xs">
                  {[
                    p.isCaptain && 'Captain',
                    p.isCoCaptain && 'Co-captain',
                    p.isWithoutAccount && 'No account yet',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </ListCell>
              <ListCell label="Rating">
                {p.ntrpRating ?? 'None'}
                {p.ratingType ? ` ${p.ratingType}` : ''}
                {p.ratingYear ? ` (${p.ratingYear})` : ''}
                {p.ratingType ? <span className="sr-only"> {ratingTypeLabels[p.ratingType]}</span> : null}
              </ListCell>
              <ListCell label="USTA">
                {p.ustaNumber ?? 'No number'}
                <div className="text-muted-foreground text-xs">
                  {p.ustaExpiresOn
                    ? `USTA membership until ${p.ustaExpiresOn}`
                    : 'USTA membership expiry unknown'}
                </div>
                <div className="text-xs">Club: {memberStateLabels[p.membershipState]}</div>
              </ListCell>
              {roster.canSeeContacts ? (
                <ListCell label="Contact">
                  {p.contact?.email ? (
                    <a className="text-link underline" href={`mailto:${p.contact.email}`}>
                      {p.contact.email}
                    </a>
                  ) : null}
                  {p.contact?.phone ? <div>{p.contact.phone}</div> : null}
                </ListCell>
              ) : null}
              <ListCell label="Eligibility">
                {p.issues.length ? <IssueList issues={p.issues} /> : 'Eligible'}
              </ListCell>
              <ListActionsCell>
                {p.userId && !p.isCaptain && !p.isCoCaptain ? (
                  <Button size="sm" variant="outline" onClick={() => makeCoCaptain(p)}>
                    Make {p.name} co-captain
                  </Button>
                ) : null}
                {!p.isCaptain && !p.isCoCaptain ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${p.name}`}
                    onClick={() => {
                      remove.reset();
                      setToRemove(p);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </ListActionsCell>
            </tr>
          ))}
        </ListTable>
      )}

      <PendingPlaces roster={roster} />

      <AddPlayers teamId={team.id} canAddDirectly={roster.canAddDirectly} />

      <RosterHistory history={roster.history} />

      <TeamStandingsBlock teamId={team.id} />

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={`Remove ${toRemove?.name ?? 'this player'}?`}
        description="They leave the roster and its calendar feed; you can invite them again while the roster has room."
        confirmLabel="Remove player"
        isPending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={async () => {
          if (!toRemove) return;
          await remove.mutateAsync(toRemove.entryId);
          toast({ title: 'Player removed', description: `${toRemove.name} left the roster.` });
          setToRemove(null);
        }}
      />
    </div>
  );
}

/**
 * Places offered and not yet taken: the captain's invitations ("Invited", withdraw) and players'
 * requests to join (accept or decline). Nobody is on the roster before they agreed.
 */
function PendingPlaces({ roster }: { roster: Roster }) {
  const { team } = roster;
  const withdraw = useWithdrawInvitation(team.id);
  const decide = useDecideJoinRequest(team.id);
  const [toWithdraw, setToWithdraw] = useState<RosterInvitation | null>(null);
  const invitations = roster.invitations.filter((i) => i.kind === 'invitation');
  const requests = roster.invitations.filter((i) => i.kind === 'request');
  if (roster.invitations.length === 0) return null;

  const answer = async (request: RosterInvitation, decision: 'accept' | 'decline') => {
    try {
      await decide.mutateAsync({ invitationId: request.id, decision });
      toast({
        title: decision === 'accept' ? 'Player added' : 'Request declined',
        description:
          decision === 'accept'
            ? `${request.name} is on the roster of ${team.name}.`
            : `${request.name} gets an e-mail saying so.`,
      });
    } catch (error) {
      toast({ title: 'Not done', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <PageSection
      id="pending-places"
      title="Waiting for an answer"
      headingClassName="font-semibold text-xl"
      className="space-y-3 rounded-lg border p-4"
    >
      {requests.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-medium">Asked to join</h3>
          <ul className="divide-y">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="text-sm">
                  <span className="font-medium">{r.name}</span> · rated {r.ntrpRating ?? 'none yet'}
                  <div className="text-muted-foreground text-xs">Asked on {r.createdAt.slice(0, 10)}</div>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" disabled={decide.isPending} onClick={() => answer(r, 'accept')}>
                    Accept
                    <span className="sr-only"> {r.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => answer(r, 'decline')}
                  >
                    Decline
                    <span className="sr-only"> {r.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {invitations.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-medium">Invited</h3>
          <ul className="divide-y">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="text-sm">
                  <span className="font-medium">{i.name}</span>{' '}
                  <span className="rounded-full border px-2 py-0.5 text-xs">Invited</span>
                  {i.asCoCaptain ? <span className="text-xs"> · as co-captain</span> : null}
                  <div className="text-muted-foreground text-xs">
                    {i.email ? `${i.email} · ` : ''}
                    {i.createdByName ? `by ${i.createdByName}, ` : ''}on {i.createdAt.slice(0, 10)}
                  </div>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    withdraw.reset();
                    setToWithdraw(i);
                  }}
                >
                  Withdraw
                  <span className="sr-only"> the invitation of {i.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground text-xs">
            Invited players join once they accept, from the e-mail or their profile; the league’s rules are
            checked then.
          </p>
        </div>
      ) : null}
      <ConfirmDialog
        open={toWithdraw !== null}
        onOpenChange={(open) => !open && setToWithdraw(null)}
        title={`Withdraw the invitation of ${toWithdraw?.name ?? 'this player'}?`}
        description="Their link stops working; you can invite them again later."
        confirmLabel="Withdraw invitation"
        isPending={withdraw.isPending}
        error={withdraw.error?.message ?? null}
        onConfirm={async () => {
          if (!toWithdraw) return;
          await withdraw.mutateAsync(toWithdraw.id);
          toast({ title: 'Invitation withdrawn', description: toWithdraw.name });
          setToWithdraw(null);
        }}
      />
    </PageSection>
  );
}

/** The roster's history: who invited, joined, declined, was added directly or removed, by whom. */
function RosterHistory({ history }: { history: RosterHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <details className="rounded-lg border p-4">
      <summary className="cursor-pointer font-semibold">Roster history ({history.length})</summary>
      <ul className="mt-3 space-y-1 text-sm">
        {history.map((h) => (
          <li key={h.id}>
            <span className="text-muted-foreground">{h.at.slice(0, 10)}</span> {h.playerName}:{' '}
            {rosterEventLabels[h.kind]}
            {h.actorName ? ` (by ${h.actorName})` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

function AddPlayers({ teamId, canAddDirectly }: { teamId: string; canAddDirectly: boolean }) {
  const add = useAddPlayer(teamId);
  const memberForm = useForm<RosterInviteMemberInput>({
    resolver: zodResolver(rosterInviteMemberSchema),
    defaultValues: { userId: '', direct: false },
  });
  const memberErrors = memberForm.formState.errors;
  const memberId = memberForm.watch('userId');
  const direct = canAddDirectly && memberForm.watch('direct') === true;
  const addMember = memberForm.handleSubmit((values) =>
    submitWith(memberForm, async () => {
      const roster = await add.mutateAsync({ userId: values.userId, direct });
      const isOn = roster.players.some((p) => p.userId === values.userId);
      toast(
        isOn
          ? { title: 'Player added', description: 'The roster now includes them.' }
          : {
              title: 'Invitation sent',
              description: 'They join the roster once they accept; you see them as “Invited” until then.',
            },
      );
      memberForm.reset({ userId: '', direct: values.direct });
    }),
  );
  const memberError = formErrorOf(memberForm);

  const inviteForm = useForm<RosterInviteByEmailInput>({
    resolver: zodResolver(rosterInviteByEmailSchema),
    defaultValues: { email: '', name: '', direct: false },
  });
  const inviteErrors = inviteForm.formState.errors;
  const invite = inviteForm.handleSubmit((values) =>
    submitWith(inviteForm, async () => {
      await add.mutateAsync({ ...values, direct: false });
      toast({ title: 'Invitation sent', description: `${values.name} gets an e-mail to accept or decline.` });
      inviteForm.reset();
    }),
  );
  const inviteError = formErrorOf(inviteForm);

  return (
    <PageSection
      id="add-players"
      title="Add players"
      headingClassName="sr-only"
      className="grid gap-6 md:grid-cols-2"
    >
      <form onSubmit={addMember} noValidate className="space-y-3 rounded-lg border p-4">
        <h3 className="font-semibold">Invite a member</h3>
        <MemberPicker
          label="Member"
          value={memberId}
          onChange={(value) =>
            memberForm.setValue('userId', value, { shouldValidate: memberForm.formState.isSubmitted })
          }
          emptyLabel="Choose a member"
          error={memberErrors.userId?.message}
        />
        {canAddDirectly ? (
          <CheckboxField
            label="Add directly, without asking them"
            description="League staff only; recorded in the roster history."
            {...memberForm.register('direct')}
          />
        ) : null}
        {memberError ? (
          <p role="alert" className="text-destructive-text text-sm">
            {memberError}
          </p>
        ) : null}
        <Button type="submit" disabled={add.isPending}>
          {direct ? 'Add to roster' : 'Send invitation'}
        </Button>
      </form>
      <form onSubmit={invite} noValidate className="space-y-3 rounded-lg border p-4">
        <h3 className="font-semibold">Invite by e-mail</h3>
        <TextField label="Name" error={inviteErrors.name?.message} {...inviteForm.register('name')} />
        <TextField
          label="E-mail"
          type="email"
          error={inviteErrors.email?.message}
          {...inviteForm.register('email')}
        />
        {inviteError ? (
          <p role="alert" className="text-destructive-text text-sm">
            {inviteError}
          </p>
        ) : null}
        <Button type="submit" variant="outline" disabled={add.isPending || inviteForm.formState.isSubmitting}>
          Send e-mail invitation
        </Button>
      </form>
    </PageSection>
  );
}

/** The team's league standings and its players' records (confirmed results only). */
function TeamStandingsBlock({ teamId }: { teamId: string }) {
  const standings = useTeamStandings(teamId);
  if (!standings.data) return null;
  const s = standings.data.standings;
  return (
    <PageSection
      id="team-standings"
      title="Standings"
      headingClassName="font-semibold text-xl"
      className="space-y-3"
    >
      <StandingsTable
        rows={leagueStandingsRows(s)}
        highlightIds={[teamId]}
        caption={`Standings of ${s.league.name}`}
      />
      <PlayerRecordsTable standings={s} caption={`Records of ${standings.data.teamName}'s players`} />
      <Link className="text-link text-sm underline" to={paths.leagueStandings(s.league.id)}>
        League standings page
      </Link>
    </PageSection>
  );
}
