/* The demo league's match days: our teams that play and the other clubs' teams they meet (data only). */

/** The demo teams that play the league in progress (seed-data/people demoTeams). */
export const matchDayDemoTeams = ['Love All', 'Deuce Crew'] as const;

/** Other clubs' teams our demo teams meet, in order of the season's weeks. */
export const opponents = [
  { team: 'Baseline Bandits', club: 'Cedar Grove Racquet Club', address: '210 Cedar Grove Rd, Riverton' },
  { team: 'Net Gains', club: 'Westfield Tennis Association', address: '88 Westfield Ave, Westfield' },
  { team: 'Lob Stars', club: 'Hillcrest Swim & Tennis', address: '5 Hillcrest Dr, Oakdale' },
  { team: 'Ace Ventura', club: 'Lakeside Tennis Club', address: '1400 Lakeshore Blvd, Lakeside' },
  { team: 'Volley Llamas', club: 'Maple Ridge TC', address: '31 Maple Ridge Way, Maple Ridge' },
  { team: 'Smash Bros', club: 'Cedar Grove Racquet Club', address: '210 Cedar Grove Rd, Riverton' },
  {
    team: 'Drop It Like It’s Hot',
    club: 'Westfield Tennis Association',
    address: '88 Westfield Ave, Westfield',
  },
  { team: 'The Moonballers', club: 'Hillcrest Swim & Tennis', address: '5 Hillcrest Dr, Oakdale' },
  { team: 'Second Set', club: 'Lakeside Tennis Club', address: '1400 Lakeshore Blvd, Lakeside' },
  { team: 'Tiebreakers', club: 'Maple Ridge TC', address: '31 Maple Ridge Way, Maple Ridge' },
];
