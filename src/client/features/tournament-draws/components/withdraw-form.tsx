import { Button } from '@client/components/ui/button';
import { FormError, fieldOf, SelectField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminTournamentDraws,
  type DivisionDrawsView,
  type DrawView,
  withdrawEntrySchema,
} from '@shared/schemas/tournament-draws';
import { z } from '@shared/zod';
import { useForm } from 'react-hook-form';
import { useWithdrawEntry } from '../api/tournament-draws-api';

/** A published draw's tools get the tournament's draws, the division and its draw. */
export interface PublishedDrawProps {
  data: AdminTournamentDraws;
  division: DivisionDrawsView;
  draw: DrawView;
}

/**
 * The shared schema plus the one select that picks the lucky loser from two lists:
 * "entry:<id>" (a loser of the draw) or "registration:<id>" (the waitlist).
 */
const withdrawFormSchema = withdrawEntrySchema.extend({ replacement: z.string() });
type WithdrawFormInput = z.input<typeof withdrawFormSchema>;

const empty: WithdrawFormInput = { entryId: '', outcome: 'walkover', replacement: '' };

/** The server's replacement fields are the form's one "Lucky loser" select. */
const renamed = { replacementEntryId: 'replacement', replacementRegistrationId: 'replacement' };

/** A withdrawal after publishing: a walkover, or a lucky loser takes the place. */
export function WithdrawForm({ data, division, draw }: PublishedDrawProps) {
  const withdraw = useWithdrawEntry();
  const form = useForm<WithdrawFormInput, unknown, z.output<typeof withdrawFormSchema>>({
    resolver: zodResolver(withdrawFormSchema),
    defaultValues: empty,
  });
  const entryId = form.watch('entryId');
  const outcome = form.watch('outcome');
  const replacement = form.watch('replacement');
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
  const onSubmit = form.handleSubmit((v) =>
    submitWith(
      form,
      async () => {
        const [kind, id] = v.replacement.split(':');
        const isLuckyLoser = v.outcome === 'luckyLoser';
        await withdraw.mutateAsync({
          id: draw.id,
          input: {
            entryId: v.entryId,
            outcome: v.outcome,
            ...(isLuckyLoser && kind === 'entry' ? { replacementEntryId: id } : {}),
            ...(isLuckyLoser && kind === 'registration' ? { replacementRegistrationId: id } : {}),
          },
        });
        toast({ title: 'Withdrawal recorded' });
        form.reset({ ...v, entryId: '', replacement: '' });
      },
      { renamed },
    ),
  );
  return (
    <form className="space-y-3 rounded-md bg-muted/40 p-3" noValidate onSubmit={onSubmit}>
      <h3 className="font-semibold">A player withdraws</h3>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="min-w-56"
          label="Player"
          placeholder="Choose…"
          options={active.map((e) => [e.id, e.name] as const)}
          {...fieldOf(form, 'entryId')}
        />
        <SelectField
          label="Their next match"
          options={[
            ['walkover', 'Walkover to the opponent'],
            ['luckyLoser', 'A lucky loser takes the place'],
          ]}
          {...fieldOf(form, 'outcome')}
        />
        {outcome === 'luckyLoser' ? (
          <SelectField
            className="min-w-56"
            label="Lucky loser"
            placeholder="Choose…"
            options={replacementOptions}
            {...fieldOf(form, 'replacement')}
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
      <FormError title="Not recorded" message={formErrorOf(form)} />
    </form>
  );
}
