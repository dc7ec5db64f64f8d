import { SignupForm, type SignupFormTexts } from '@client/features/events/components/signup-form';
import type { TournamentDivisionInfo } from '@shared/schemas/events-tournaments';
import { useEnterTournament } from '../api/tournaments-api';

const texts: SignupFormTexts = {
  title: 'Enter the tournament',
  isTitleShown: true,
  errorTitle: 'Entry not sent',
  targetLabel: 'Division',
  targetPlaceholder: 'Choose a division…',
  targetMessage: 'Choose a division.',
  submit: 'Enter',
  submitting: 'Sending...',
  partnerHint: "Doubles: your partner's full name. One entry per team.",
  alreadyMessage: 'You have already entered this division.',
};

interface Props {
  slug: string;
  divisions: TournamentDivisionInfo[];
  divisionId: string;
  onDivisionChange: (id: string) => void;
}

/** Entry into one division: the same sign-up as socials (confirmation, waitlist, cancel link). */
export function TournamentEntryForm({ slug, divisions, divisionId, onDivisionChange }: Props) {
  const enter = useEnterTournament();
  return (
    <SignupForm
      texts={texts}
      className="space-y-5"
      targets={divisions}
      keyOf={(d) => d.id}
      optionLabel={(d) => `${d.name} (${d.availability.label})`}
      target={divisionId}
      onTargetChange={onDivisionChange}
      send={(division, input) => enter.mutateAsync({ slug, divisionId: division, input })}
      isSignupFor={(d, r) => r.kind === 'tournament' && r.divisionId === d.id}
      hint={(d) => `${d.availability.label} · ${d.confirmedCount} of ${d.capacity} entries taken`}
    />
  );
}
