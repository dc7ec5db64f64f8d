/*
 * The notices a member can take by push, e-mail or both (issue 21 §3). The server's queueNotice
 * (src/server/lib/notices.ts) decides the channels of one notice from the member's choice here;
 * the profile's "Notifications" section lists them in this order.
 */

export const noticeKinds = [
  'availability-request',
  'lineup-published',
  'sub-request',
  'match-changed',
  'waitlist-confirmed',
  'payment-received',
  'team-registration',
  'roster-added',
  'lineup-dropout',
  'score-confirmation',
  'team-player-placed',
  'looking-request',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

export const noticeChannels = ['email', 'push', 'both'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

export const noticeKindLabels: Record<NoticeKind, string> = {
  'availability-request': 'Availability requests and reminders',
  'lineup-published': 'Lineup published (your line)',
  'sub-request': 'Sub requests',
  'match-changed': 'Match changed or cancelled',
  'waitlist-confirmed': 'Waitlist place confirmed',
  'payment-received': 'Payment received',
  'team-registration': 'Team registration approved or refused (captains)',
  'roster-added': 'Added to a team’s roster',
  'lineup-dropout': 'A lineup player drops out (captains)',
  'score-confirmation': 'A match score waits for your confirmation (captains, coordinators, reps)',
  'team-player-placed': 'A league rep places a player on your team (captains)',
  'looking-request': 'A new looking-for-a-team request (league reps)',
};

/** The kinds a member may take at once or in one daily digest (issue 22 §3). */
export const digestNoticeKinds = ['looking-request'] as const satisfies readonly NoticeKind[];
export type DigestNoticeKind = (typeof digestNoticeKinds)[number];

export const noticeTimings = ['now', 'digest'] as const;
export type NoticeTiming = (typeof noticeTimings)[number];

export const noticeTimingLabels: Record<NoticeTiming, string> = {
  now: 'At once',
  digest: 'Daily digest',
};

/** Without a choice, a notice comes at once. */
export const defaultNoticeTiming: NoticeTiming = 'now';

export const noticeChannelLabels: Record<NoticeChannel, string> = {
  email: 'E-mail',
  push: 'Push',
  both: 'Both',
};

/** Without a choice, every notice comes by e-mail, as before the app could push. */
export const defaultNoticeChannel: NoticeChannel = 'email';

export function isNoticeKind(value: string): value is NoticeKind {
  return (noticeKinds as readonly string[]).includes(value);
}

/** Which channels a choice asks for. */
export function channelsOf(channel: NoticeChannel): { isEmail: boolean; isPush: boolean } {
  return { isEmail: channel !== 'push', isPush: channel !== 'email' };
}

/**
 * The push services browsers subscribe with (Chrome/Edge/Opera: FCM; Firefox: Mozilla autopush;
 * Safari: Apple; old Edge: WNS). The server POSTs to a subscription's endpoint, so any other host
 * is refused: otherwise a client could make the server call any address it names.
 */
export const pushServiceHostSuffixes = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** True when `endpoint` is an https URL on a known push service (or exactly `extraOrigin`'s origin). */
export function isKnownPushEndpoint(endpoint: string, extraOrigin?: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigin && url.origin === new URL(extraOrigin).origin) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return pushServiceHostSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
