import type { CourtValues } from '../factories/courts';

/* The demo club's courts: data only; factories/courts.ts writes them. */

/** The club's five demo locations (fictional addresses in the fictional town of Anytown). */
export const demoCourts: readonly CourtValues[] = [
  {
    name: 'Riverside Park',
    slug: 'riverside-park',
    address: '2200 Riverside Drive, Anytown, CO 80999',
    numberOfCourts: 6,
    surface: 'hard',
    hasLights: true,
    setting: 'outdoor',
    accessNotes:
      'Public courts, first come first served; one hour per group when others are waiting. The club holds courts 1–4 on Tuesday and Thursday evenings (6–9 pm) for league matches and the Thursday mixer. Lights run until 10 pm (push-button timer by the gate).',
    notes: 'Free parking on Riverside Drive. Water fountain and restrooms by the playground (April–October).',
    sortOrder: 1,
    distanceMiles: 0,
  },
  {
    name: 'Cottonwood Park',
    slug: 'cottonwood-park',
    address: '815 Cottonwood Lane, Anytown, CO 80999',
    numberOfCourts: 4,
    surface: 'clay',
    hasLights: false,
    setting: 'outdoor',
    accessNotes:
      'Green clay courts maintained by the city. Book a court up to 3 days ahead at the parks department website or the kiosk; the club books Saturday mornings 8–11 am for round robins. Please drag and line the court after play.',
    notes:
      'Courts close after heavy rain until the surface dries; check the parks department closure line before you drive over.',
    sortOrder: 2,
    distanceMiles: 4,
  },
  {
    name: 'Mesa View Park',
    slug: 'mesa-view-park',
    address: '4100 Mesa View Road, Anytown, CO 80999',
    numberOfCourts: 8,
    surface: 'hard',
    hasLights: true,
    setting: 'outdoor',
    accessNotes:
      'Public courts; no booking. Courts 7 and 8 have pickleball lines — tennis has priority on them weekday evenings. Lights until 11 pm.',
    notes:
      'Home courts of most of our USTA evening teams. Windy in the afternoons: mornings and evenings play best.',
    sortOrder: 3,
    distanceMiles: 7,
  },
  {
    name: 'Lincoln High School Courts',
    slug: 'lincoln-high-school-courts',
    address: '1300 Lincoln Avenue, Anytown, CO 80999',
    numberOfCourts: 6,
    surface: 'hard',
    hasLights: false,
    setting: 'outdoor',
    accessNotes:
      'School courts, open to the public on weekends and after 6 pm on school days during the summer. The gate has a combination lock: members get the code from the league coordinator (it is never posted online).',
    notes: 'Enter from the staff parking lot on 13th Street. No glass containers or pets on school grounds.',
    sortOrder: 4,
    distanceMiles: 2,
  },
  {
    name: 'Summit Tennis Centre',
    slug: 'summit-tennis-centre',
    address: '5600 Summit Parkway, Anytown, CO 80999',
    numberOfCourts: 10,
    surface: 'hard',
    hasLights: true,
    setting: 'both',
    accessNotes:
      'Four indoor courts under the bubble (October–April) and six outdoor courts. Book through the centre’s front desk or online booking page; mention the club for the member court rate. Winter leagues and the indoor socials play here.',
    notes:
      'Pro shop with restringing, locker rooms, and a viewing lounge upstairs. Court fees are paid to the centre, not the club.',
    sortOrder: 5,
    distanceMiles: 18,
  },
];
