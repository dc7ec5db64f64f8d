import type { SeedPerson } from '../factories/events';

/**
 * Two players who paid a social's fee and then cancelled (decision 042): the treasurer's "To
 * refund" list shows cash to hand back, and a card refund Stripe refused (the card expired).
 */
export const owedBackDemo: Array<{
  person: SeedPerson;
  method: 'cash' | 'card_online';
  paidDaysAgo: number;
  owedDaysAgo: number;
  cardRefundError?: string;
}> = [
  {
    person: {
      name: 'Priya Natarajan',
      email: 'priya.natarajan@example.com',
      phone: '555 010 4410',
      ntrp: '3.5',
    },
    method: 'cash',
    paidDaysAgo: 6,
    owedDaysAgo: 2,
  },
  {
    person: { name: 'Marcus Bell', email: 'marcus.bell@example.com', phone: '555 010 4411', ntrp: '4.0' },
    method: 'card_online',
    paidDaysAgo: 9,
    owedDaysAgo: 1,
    cardRefundError: 'The card was refused, so nothing was refunded. Stripe said: “Your card has expired.”',
  },
];
