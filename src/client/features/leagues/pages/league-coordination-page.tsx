import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListActionsCell, ListCell, ListTable } from '@client/components/admin-list/list-table';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { SearchBox } from '@client/components/admin-list/search-box';
import { ColumnHeaders } from '@client/components/column-headers';
import { FormDialog } from '@client/components/form-dialog';
import { gatedPage } from '@client/components/page-access-gate';
import { TitleLink } from '@client/components/page-title-link';
import { QueryState } from '@client/components/query-state';
import { Button } from '@client/components/ui/button';
import { fieldOf, TextareaField, TextField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import {
  type CaptainsMessageInput,
  type CoordinationTeam,
  captainsMessageSchema,
  type LeagueSummary,
  type TeamDecisionInput,
  teamDecisionSchema,
} from '@shared/schemas/leagues';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { coordinationCsvUrl, useCoordination, useDecideTeam, useMessageCaptains } from '../api/leagues-api';
import { TeamStatusBadge } from '../components/team-status-badge';

type Decision = { team: CoordinationTeam; action: 'approve' | 'reject' };

/** /leagues/admin and /admin/league-coordination: the coordinator's desk. */
export const LeagueCoordinationPage = gatedPage(paths.leaguesAdmin, Desk);

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
                      <ColumnHeaders
                        columns={[
                          'Team',
                          'Status',
                          'Roster',
                          'Problems',
                          { name: 'Actions', className: 'text-right' },
                        ]}
                      />
                    }
                  >
                    {teams.map((team) => (
                      <tr key={team.id} className="border-t align-top">
                        <ListCell>
                          <TitleLink to={paths.teamRoster(team.id)}>{team.name}</TitleLink>
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
  const decide = useDecideTeam();
  const isApprove = decision.action === 'approve';
  const form = useForm<TeamDecisionInput>({
    // raw: the number goes out as typed once the schema accepts it (the server parses it).
    resolver: zodResolver(teamDecisionSchema, undefined, { raw: true }),
    defaultValues: isApprove
      ? { action: 'approve', ustaTeamNumber: decision.team.ustaTeamNumber ?? '' }
      : { action: 'reject', reason: '' },
  });

  const save = async (input: TeamDecisionInput) => {
    await decide.mutateAsync({ id: decision.team.id, decision: input });
    toast({
      title: isApprove ? 'Team approved' : 'Team rejected',
      description: `${decision.team.name} is now ${isApprove ? 'approved' : 'rejected'}.`,
    });
    onClose();
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${isApprove ? 'Approve' : 'Reject'} ${decision.team.name}`}
      description={
        isApprove
          ? 'Enter the USTA team number when you have it (10 digits); you can add it later.'
          : 'The captain sees the reason on their Team Registration page.'
      }
      form={form}
      onSave={save}
      isPending={decide.isPending}
      submitLabel={isApprove ? 'Approve team' : 'Reject team'}
      pendingLabel={isApprove ? 'Approving…' : 'Rejecting…'}
      submitVariant={isApprove ? 'default' : 'destructive'}
    >
      {isApprove ? (
        <TextField label="USTA team number" inputMode="numeric" {...fieldOf(form, 'ustaTeamNumber')} />
      ) : (
        <TextareaField label="Reason" {...fieldOf(form, 'reason')} />
      )}
    </FormDialog>
  );
}

function MessageDialog({ league, onClose }: { league: LeagueSummary; onClose: () => void }) {
  const send = useMessageCaptains(league.id);
  const form = useForm<CaptainsMessageInput>({
    resolver: zodResolver(captainsMessageSchema),
    defaultValues: { subject: '', message: '' },
  });

  const save = async (input: CaptainsMessageInput) => {
    const { recipients } = await send.mutateAsync(input);
    toast({
      title: 'Message sent',
      description: `${recipients} captain${recipients === 1 ? '' : 's'} will get it.`,
    });
    onClose();
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Message the captains of ${league.name}`}
      description="One e-mail to every captain and co-captain (rejected teams left out)."
      form={form}
      onSave={save}
      isPending={send.isPending}
      submitLabel="Send"
      pendingLabel="Sending…"
    >
      <TextField label="Subject" {...fieldOf(form, 'subject')} />
      <TextareaField label="Message" {...fieldOf(form, 'message')} />
    </FormDialog>
  );
}
