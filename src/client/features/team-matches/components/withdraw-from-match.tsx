import { FormDialog } from '@client/components/form-dialog';
import { Button } from '@client/components/ui/button';
import { fieldOf, TextareaField } from '@client/components/ui/form-field';
import { useClub } from '@client/lib/club';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatClubDateTime } from '@shared/club-time';
import { type WithdrawFromMatchInput, withdrawFromMatchSchema } from '@shared/schemas/team-matches';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useWithdrawFromMatch } from '../api/schedule-api';

interface WithdrawFromMatchProps {
  matchId: string;
  canWithdraw: boolean;
  withdrawnAt: string | null;
}

/**
 * "Withdraw from this match" (issue 22 §3) for a player of the published lineup: never one tap —
 * a dialog says the captains are told at once and takes an optional reason.
 */
export function WithdrawFromMatch({ matchId, canWithdraw, withdrawnAt }: WithdrawFromMatchProps) {
  const { timeZone } = useClub();
  const withdraw = useWithdrawFromMatch(matchId);
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm<WithdrawFromMatchInput>({
    resolver: zodResolver(withdrawFromMatchSchema),
    defaultValues: { reason: '' },
  });
  if (withdrawnAt) {
    return (
      <p className="rounded-md border bg-secondary px-3 py-2 text-sm" role="status">
        You withdrew from this match ({formatClubDateTime(withdrawnAt, timeZone)}). Your captains were told.
      </p>
    );
  }
  if (!canWithdraw) return null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto"
        onClick={() => {
          form.reset({ reason: '' });
          setIsOpen(true);
        }}
      >
        <LogOut aria-hidden="true" />
        Withdraw from this match
      </Button>
      <FormDialog
        form={form}
        onSave={async (values) => {
          await withdraw.mutateAsync(values);
          setIsOpen(false);
          toast({ title: 'You withdrew from the match', description: 'Your captains have been told.' });
        }}
        open={isOpen}
        onClose={() => setIsOpen(false)}
        role="alertdialog"
        title="Withdraw from this match?"
        description="You are in the published lineup. Your answer becomes “No” and your captains are told at once, so they can find a sub."
        cancelLabel="Keep my place"
        submitLabel="Yes, withdraw"
        pendingLabel="Withdrawing…"
        submitVariant="destructive"
      >
        <TextareaField
          label="Reason (optional)"
          hint="Your captains see it in their notice."
          maxLength={300}
          {...fieldOf(form, 'reason')}
        />
      </FormDialog>
    </>
  );
}
