import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListActionsCell, ListCell, ListTable } from '@client/components/admin-list/list-table';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { SearchBox } from '@client/components/admin-list/search-box';
import { PageAccessGate } from '@client/components/page-access-gate';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { errorFields, errorMessage } from '@client/lib/api-client';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { pageAccess } from '@shared/access';
import { paths } from '@shared/paths';
import type { CoordinationTeam, LeagueSummary } from '@shared/schemas/leagues';
import { useId, useState } from 'react';
import { coordinationCsvUrl, useCoordination, useDecideTeam, useMessageCaptains } from '../api/leagues-api';
import { TeamStatusBadge } from '../components/team-status-badge';

type Decision = { team: CoordinationTeam; action: 'approve' | 'reject' };

/** /leagues/admin and /admin/league-coordination: the coordinator's desk. */
export function LeagueCoordinationPage() {
  return (
    <PageAccessGate rule={pageAccess[paths.leaguesAdmin]}>
      <Desk />
    </PageAccessGate>
  );
}

function Desk() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const desk = useCoordination({ q: q || undefined });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [messageTo, setMessageTo] = useState<LeagueSummary | null>(null);
  const decide = useDecideTeam();

  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });

  const activate = async (team: CoordinationTeam) => {
    try {
      await decide.mutateAsync({ id: team.id, decision: { action: 'activate' } });
      toast({ title: 'Team active', description: `${team.name} is active for the season.` });
    } catch (error) {
      toast({ title: 'Could not activate', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox label="Search leagues" value={q} onSearch={setQuery} placeholder="League name or level" />
        <CsvExportLink href={coordinationCsvUrl({ q: q || undefined })} />
      </div>
      <QueryState
        query={desk}
        errorTitle="Could not load the coordination desk"
        isEmpty={(d) => d.leagues.length === 0}
        empty={
          q ? (
            <NoSearchMatches message={`No leagues match “${q}”.`} onClear={() => setQuery('')} />
          ) : (
            <p>
              There are no leagues yet. Set up the season in{' '}
              <Link to={paths.adminUstaLeagues} className="text-link underline">
                USTA League Admin
              </Link>
              .
            </p>
          )
        }
      >
        {(data) => (
          <div className="space-y-8">
            {data.leagues.map(({ league, teams, deadlinesAhead }) => (
              <section key={league.id} aria-labelledby={`league-${league.id}`} className="space-y-3">
                <div className="flex flex-wrap items-end justify-between gap-2">
                  <div>
                    <h2 id={`league-${league.id}`} className="font-semibold text-lg">
                      {league.name}
                    </h2>
                    <p className="text-muted-foreground text-sm">
                      {teams.length} team{teams.length === 1 ? '' : 's'} · roster {league.minRoster}–
                      {league.maxRoster}
                      {deadlinesAhead.length
                        ? ` · next: ${deadlinesAhead.map((d) => `${d.what} ${d.date}`).join(', ')}`
                        : ' · no deadlines ahead'}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={teams.length === 0}
                    onClick={() => setMessageTo(league)}
                  >
                    Message captains
                  </Button>
                </div>
                {teams.length === 0 ? (
                  <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
                    No teams registered.
                  </p>
                ) : (
                  <ListTable
                    caption={`Teams of ${league.name}`}
                    head={
                      <>
                        <th scope="col" className="px-3 py-2 text-left font-medium">
                          Team
                        </th>
                        <th scope="col" className="px-3 py-2 text-left font-medium">
                          Status
                        </th>
                        <th scope="col" className="px-3 py-2 text-left font-medium">
                          Roster
                        </th>
                        <th scope="col" className="px-3 py-2 text-left font-medium">
                          Problems
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-medium">
                          Actions
                        </th>
                      </>
                    }
                  >
                    {teams.map((team) => (
                      <tr key={team.id} className="border-t align-top">
                        <ListCell>
                          <Link
                            to={paths.teamRoster(team.id)}
                            className="font-medium text-link underline-offset-4 hover:underline"
                          >
                            {team.name}
                          </Link>
                          <div className="text-muted-foreground text-xs">
                            Captain {team.captain?.name ?? '—'}
                            {team.ustaTeamNumber ? ` · #${team.ustaTeamNumber}` : ''}
                          </div>
                        </ListCell>
                        <ListCell label="Status">
                          <TeamStatusBadge status={team.status} />
                          {team.rejectionReason ? (
                            <div className="text-xs">{team.rejectionReason}</div>
                          ) : null}
                        </ListCell>
                        <ListCell label="Roster">
                          {team.rosterCount} / min {team.minRoster}
                        </ListCell>
                        <ListCell label="Problems">
                          {team.problems.length ? (
                            <ul className="list-disc pl-4 text-sm">
                              {team.problems.map((p) => (
                                <li key={p}>{p}</li>
                              ))}
                            </ul>
                          ) : (
                            'None'
                          )}
                        </ListCell>
                        <ListActionsCell>
                          {team.status === 'submitted' || team.status === 'rejected' ? (
                            <Button size="sm" onClick={() => setDecision({ team, action: 'approve' })}>
                              Approve {team.name}
                            </Button>
                          ) : null}
                          {team.status === 'approved' ? (
                            <Button size="sm" variant="outline" onClick={() => activate(team)}>
                              Make {team.name} active
                            </Button>
                          ) : null}
                          {team.status === 'submitted' || team.status === 'approved' ? (
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setDecision({ team, action: 'reject' })}
                            >
                              Reject {team.name}
                            </Button>
                          ) : null}
                        </ListActionsCell>
                      </tr>
                    ))}
                  </ListTable>
                )}
              </section>
            ))}
          </div>
        )}
      </QueryState>
      {decision ? <DecisionDialog decision={decision} onClose={() => setDecision(null)} /> : null}
      {messageTo ? <MessageDialog league={messageTo} onClose={() => setMessageTo(null)} /> : null}
    </div>
  );
}

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const id = useId();
  const decide = useDecideTeam();
  const [number, setNumber] = useState(decision.team.ustaTeamNumber ?? '');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const isApprove = decision.action === 'approve';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFields({});
    setError(null);
    try {
      await decide.mutateAsync({
        id: decision.team.id,
        decision: isApprove ? { action: 'approve', ustaTeamNumber: number } : { action: 'reject', reason },
      });
      toast({
        title: isApprove ? 'Team approved' : 'Team rejected',
        description: `${decision.team.name} is now ${isApprove ? 'approved' : 'rejected'}.`,
      });
      onClose();
    } catch (err) {
      const byField = errorFields(err);
      setFields(byField);
      if (Object.keys(byField).length === 0) setError(errorMessage(err));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>
              {isApprove ? 'Approve' : 'Reject'} {decision.team.name}
            </DialogTitle>
            <DialogDescription>
              {isApprove
                ? 'Enter the USTA team number when you have it (10 digits); you can add it later.'
                : 'The captain sees the reason on their Team Registration page.'}
            </DialogDescription>
          </DialogHeader>
          {isApprove ? (
            <TextField
              label="USTA team number"
              inputMode="numeric"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              error={fields.ustaTeamNumber}
            />
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-reason`}>Reason</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={fields.reason ? true : undefined}
                aria-describedby={fields.reason ? `${id}-reason-error` : undefined}
              />
              {fields.reason ? (
                <p id={`${id}-reason-error`} className="text-destructive-text text-sm">
                  {fields.reason}
                </p>
              ) : null}
            </div>
          )}
          {error ? (
            <p role="alert" className="text-destructive-text text-sm">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={isApprove ? 'default' : 'destructive'} disabled={decide.isPending}>
              {isApprove ? 'Approve team' : 'Reject team'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function MessageDialog({ league, onClose }: { league: LeagueSummary; onClose: () => void }) {
  const id = useId();
  const send = useMessageCaptains(league.id);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFields({});
    setError(null);
    try {
      const { recipients } = await send.mutateAsync({ subject, message });
      toast({
        title: 'Message sent',
        description: `${recipients} captain${recipients === 1 ? '' : 's'} will get it.`,
      });
      onClose();
    } catch (err) {
      const byField = errorFields(err);
      setFields(byField);
      if (Object.keys(byField).length === 0) setError(errorMessage(err));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Message the captains of {league.name}</DialogTitle>
            <DialogDescription>
              One e-mail to every captain and co-captain (rejected teams left out).
            </DialogDescription>
          </DialogHeader>
          <TextField
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={fields.subject}
          />
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea
              id={`${id}-message`}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={fields.message ? true : undefined}
            />
            {fields.message ? <p className="text-destructive-text text-sm">{fields.message}</p> : null}
          </div>
          {error ? (
            <p role="alert" className="text-destructive-text text-sm">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
