/* The sub finder's demo (issue 21 §2): members who opted in to subbing, and the open request (data only). */

export const demoSubPreferences: {
  name: string;
  levels: string[];
  formats: string[];
  days: string[];
  travelMiles: number;
}[] = [
  {
    name: 'Claire Dubois',
    levels: ['3.0', '3.5'],
    formats: ['doubles', 'mixed'],
    days: ['tue', 'wed', 'thu'],
    travelMiles: 15,
  },
  {
    name: 'Jenny Park',
    levels: ['3.5', '4.0'],
    formats: ['singles', 'doubles'],
    days: ['mon', 'wed', 'sat'],
    travelMiles: 25,
  },
  {
    name: 'Olivia Grant',
    levels: ['3.0'],
    formats: ['doubles'],
    days: ['wed', 'thu', 'sun'],
    travelMiles: 10,
  },
  {
    name: 'Lena Fischer',
    levels: ['3.5'],
    formats: ['singles', 'doubles', 'mixed'],
    days: ['wed', 'fri', 'sat', 'sun'],
    travelMiles: 30,
  },
  {
    name: 'Raj Patel',
    levels: ['3.5', '4.0'],
    formats: ['doubles', 'mixed'],
    days: ['tue', 'wed', 'thu'],
    travelMiles: 20,
  },
  {
    name: 'Peter Lindqvist',
    levels: ['4.0', '4.5'],
    formats: ['singles'],
    days: ['sat', 'sun'],
    travelMiles: 40,
  },
];

/** The demo team's open request: the next match, asked of these players (one said no already). */
export const demoSubRequest = {
  team: 'Love All',
  note: 'Two of our regulars are away that week — can you help us out?',
  asked: [
    { name: 'Kevin Walsh', answer: null },
    { name: 'Yuki Tanaka', answer: 'no' as const },
  ],
};
