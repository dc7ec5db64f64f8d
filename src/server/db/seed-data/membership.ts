/* The demo club's membership seasons and types: data only; factories/membership.ts writes them. */

/** A calendar-year season with a 30-day grace period and reminders from 1 December. */
export function demoSeason(year: number) {
  return {
    year,
    startsOn: `${year}-01-01`,
    endsOn: `${year}-12-31`,
    graceDays: 30,
    reminderDays: 30,
    proRataFromMonth: 7,
    proRataPercent: 50,
    payeeInstructions:
      'Make cheques payable to "NJTC Tennis Club". Hand cash or a cheque to the treasurer at any club night, or mail it to NJTC Treasurer, 100 Main Street, Anytown.',
    payWithinDays: 14,
  };
}

/** The club's usual types; prices in cents (the previous year a little cheaper). */
export function demoMembershipTypes(year: number, priceFactor = 1) {
  const price = (dollars: number) => Math.round(dollars * priceFactor) * 100;
  return [
    {
      year,
      name: 'Individual',
      description: 'One adult player.',
      priceCents: price(60),
      maxPeople: 1,
      minAge: 18,
      maxAge: 64,
      sortOrder: 1,
    },
    {
      year,
      name: 'Family',
      description: 'Two adults and their children under 18 at one address.',
      priceCents: price(110),
      maxPeople: 6,
      minAge: null,
      maxAge: null,
      sortOrder: 2,
    },
    {
      year,
      name: 'Junior',
      description: 'Under 18 for the whole season.',
      priceCents: price(25),
      maxPeople: 1,
      minAge: null,
      maxAge: 17,
      sortOrder: 3,
    },
    {
      year,
      name: 'Senior',
      description: '65 or over this year.',
      priceCents: price(40),
      maxPeople: 1,
      minAge: 65,
      maxAge: null,
      sortOrder: 4,
    },
    {
      year,
      name: 'Student',
      description: 'Full-time students 18–25 (bring a student card).',
      priceCents: price(30),
      maxPeople: 1,
      minAge: 18,
      maxAge: 25,
      sortOrder: 5,
    },
  ];
}
