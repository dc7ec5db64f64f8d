import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/form-field';
import { errorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast-store';
import type { AdminTournamentDraws, DivisionDrawsView, DrawView } from '@shared/schemas/tournament-draws';
import { useState } from 'react';
import { useWithdrawEntry } from '../api/tournament-draws-api';

/** A published draw's tools get the tournament's draws, the division and its draw. */
export interface PublishedDrawProps {
  data: AdminTournamentDraws;
  division: DivisionDrawsView;
  draw: DrawView;
}

/** A withdrawal after publishing: a walkover, or a lucky loser takes the place. */
export function WithdrawForm({ data, division, draw }: PublishedDrawProps) {
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
            id: draw.id,
            input: {
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
