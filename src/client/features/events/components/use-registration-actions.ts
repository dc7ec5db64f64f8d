import { toast } from '@client/lib/toast-store';
import type { ApiRoute } from '@shared/api/define';
import { formatCents } from '@shared/payments';
import type { AdminRegistration, CancelRegistrationInput } from '@shared/schemas/events-registrations';
import { useRegistrationAction } from '../api/registrable-api';
import type { RegistrationAction } from './registration-list';

/**
 * What a players (or entries) list does when an organiser acts on a row, for any kind:
 * the change, then a toast saying what happened and who was e-mailed.
 */
export function useRegistrationActions(reads: readonly ApiRoute[], noun: 'registration' | 'entry') {
  const action = useRegistrationAction(reads);
  return async (row: AdminRegistration, what: RegistrationAction, cancel?: CancelRegistrationInput) => {
    const result = await action.mutateAsync({ id: row.id, action: what, cancel });
    const promoted = (result.promotedCount ?? 0) > 0;
    if (what === 'confirm')
      toast({ title: `${row.name} is confirmed`, description: 'They have been e-mailed.' });
    if (what === 'waitlist')
      toast({
        title: `${row.name} moved to the waitlist`,
        description: 'The first person waiting moved up, if anyone.',
      });
    if (what === 'cancel') {
      const refund = result.refund;
      const refundText = !refund
        ? ''
        : refund.error
          ? ` The refund was not made: ${refund.error} Refund it from the payment's page.`
          : refund.decision === 'none'
            ? ' The fee is kept (noted in the ledger).'
            : refund.isPendingAtStripe
              ? ` ${formatCents(refund.amountCents)} is on its way back to their card.`
              : ` ${formatCents(refund.amountCents)} refund recorded.`;
      toast({
        title: `${row.name}’s ${noun} cancelled`,
        description: `${
          promoted
            ? 'The first person on the waitlist moved up and was e-mailed.'
            : 'They have been e-mailed.'
        }${refundText}`,
        ...(refund?.error ? { variant: 'destructive' as const } : {}),
      });
    }
    if (what === 'remove')
      toast({
        title: result.isCancelledInstead
          ? `${row.name}’s ${noun} cancelled`
          : `${row.name} removed from the list`,
        ...(result.isCancelledInstead
          ? { description: 'It has a fee in the ledger, so it is kept as cancelled (no e-mail was sent).' }
          : {}),
      });
  };
}
