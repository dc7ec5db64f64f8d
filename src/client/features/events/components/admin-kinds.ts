import { paths } from '@shared/paths';
import { PartyPopper, Trophy } from 'lucide-react';
import { adminKindUi } from './admin-kind-ui';

/** The registrable kinds as the organisers' pages show them: one row a kind. */
export const adminKinds = {
  social: adminKindUi({
    noun: 'event',
    title: 'Social Event',
    caption: 'Social events',
    pageName: 'Social Events',
    paths: {
      list: paths.adminSocialEvents,
      new: paths.adminSocialEventNew,
      edit: paths.adminSocialEvent,
      public: paths.socialEvent,
    },
    nobodyYet: 'Nobody has signed up',
    cancelledNote: (n) => `${n} ${n === 1 ? 'player was' : 'players were'} e-mailed.`,
    other: { to: paths.adminTournaments, label: 'Tournaments', Icon: Trophy },
  }),
  tournament: adminKindUi({
    noun: 'tournament',
    title: 'Tournament',
    caption: 'Tournaments',
    pageName: 'Tournaments',
    paths: {
      list: paths.adminTournaments,
      new: paths.adminTournamentNew,
      edit: paths.adminTournament,
      public: paths.tournament,
    },
    nobodyYet: 'Nobody has entered',
    cancelledNote: (n) => `${n} entrants were e-mailed.`,
    other: { to: paths.adminSocialEvents, label: 'Social events', Icon: PartyPopper },
  }),
};
