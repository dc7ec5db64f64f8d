import { toast } from '@client/lib/toast-store';
import type { ApiRoute } from '@shared/api/define';
import type { AdminRegistration } from '@shared/schemas/events';
import { useRegistrationAction } from '../api/registrable-api';
import type { RegistrationAction } from './registration-list';

/**
 * What a players (or entries) list does when an organiser acts on a row, for any kind:
 * the change, then a toast saying what happened and who was e-mailed.
 */
export function useRegistrationActions(reads: readonly ApiRoute[], noun: 'registration' | 'entry') {
  const action = useRegistrationAction(reads);
  return async (row: AdminRegistration, what: RegistrationAction) => {
    const result = await action.mutateAsync({ id: row.id, action: what });
    const promoted = (result.promotedCount ?? 0) > 0;
    if (what === 'confirm')
      toast({ title: `${row.name} is confirmed`, description: 'They have been e-mailed.' });
    if (what === 'waitlist')
      toast({
        title: `${row.name} moved to the waitlist`,
        description: 'The first person waiting moved up, if anyone.',
      });
    if (what === 'cancel')
      toast({
        title: `${row.name}’s ${noun} cancelled`,
        description: promoted
          ? 'The first person on the waitlist moved up and was e-mailed.'
          : 'They have been e-mailed.',
      });
    if (what === 'remove') toast({ title: `${row.name} removed from the list` });
  };
}
