import type { NoticeChannel, NoticeKind } from '@shared/notices';

/*
 * The demo members' notice choices (profile → Notifications): a few players who take team
 * notices on their phone. No demo push subscriptions: a demo device would be an address on a
 * real push service. Until a member turns push on on a device, a push choice comes by e-mail.
 */
export const demoNoticeChoices: Array<{ name: string; choices: Partial<Record<NoticeKind, NoticeChannel>> }> =
  [
    {
      name: 'Angela Brooks',
      choices: { 'availability-request': 'push', 'lineup-published': 'both', 'sub-request': 'push' },
    },
    { name: 'Rachel Nguyen', choices: { 'lineup-published': 'both', 'match-changed': 'both' } },
    { name: 'Keisha Thompson', choices: { 'availability-request': 'both', 'sub-request': 'both' } },
    { name: 'Yuki Tanaka', choices: { 'waitlist-confirmed': 'push', 'payment-received': 'push' } },
    { name: 'Jenny Park', choices: { 'match-changed': 'push', 'lineup-published': 'push' } },
  ];
