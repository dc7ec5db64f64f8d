/*
 * The installable app's two pieces that every page needs (issue 21 §3), kept out of React and
 * small: started by app-main.tsx once a member is signed in on this device (a visitor loads none).
 *
 * - The service worker (public/sw.js), registered once the page has loaded, so it never
 *   competes with the first paint.
 * - The offline mark: while the device is offline, or the service worker answered a read from
 *   what it kept, a bar says that the page is what was last loaded and that nothing can be saved.
 */

const offlineMarkId = 'offline-mark';
export const offlineMarkText =
  'Offline — this is what was last loaded on this device. Changes can’t be saved until you’re back online.';

function showOfflineMark(isOffline: boolean) {
  const existing = document.getElementById(offlineMarkId);
  if (!isOffline) {
    existing?.remove();
    return;
  }
  if (existing) return;
  const mark = document.createElement('div');
  mark.id = offlineMarkId;
  mark.setAttribute('role', 'status');
  mark.className = 'offline-mark';
  mark.textContent = offlineMarkText;
  document.body.append(mark);
}

export function startAppInstall(): void {
  addEventListener('offline', () => showOfflineMark(true));
  addEventListener('online', () => showOfflineMark(false));
  if (!navigator.onLine) showOfflineMark(true);
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data === 'courtside:offline') showOfflineMark(true);
  });
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
