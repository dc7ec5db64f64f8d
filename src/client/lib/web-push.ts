/*
 * This device's push subscription (issue 21 §3): asks the browser for permission, subscribes
 * its push service with the server's VAPID key, and hands back the PushSubscription JSON the
 * server stores as it is. The service worker (public/sw.js) shows what arrives.
 */

export type PushSupport = 'supported' | 'unsupported' | 'needs-install';

/** iPhones and iPads offer push only to the app added to the Home Screen. */
function isAppleMobile(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent);
}

export function pushSupport(): PushSupport {
  const hasApis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (hasApis) return 'supported';
  return isAppleMobile() ? 'needs-install' : 'unsupported';
}

export class PushPermissionError extends Error {}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This device's subscription, if it has one (no permission prompt). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Asks for permission and subscribes this device; the JSON is what the server takes. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushPermissionError(
      permission === 'denied'
        ? 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.'
        : 'Notifications were not allowed. Try again and choose Allow.',
    );
  const reg = await registration();
  const key = bytesOf(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  // Subscribed earlier with another server key (the keys were replaced): start over.
  const oldKey = subscription?.options.applicationServerKey;
  if (subscription && oldKey && new Uint8Array(oldKey).join() !== key.join()) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/** Unsubscribes this device; returns the endpoint it had (for the server to forget). */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
