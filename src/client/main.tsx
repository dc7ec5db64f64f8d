import { paintedChunksElementId } from '@shared/first-paint';
import { isPaintedPage, readPaintedJson } from './lib/painted-page';
// In the entry, not in the app's chunk: index.html then links it, and the painted page is styled.
import './styles.css';

/*
 * The entry, a few KB. Over a page the server painted (docs/decisions/020-server-
 * first-paint.md), the app's code starts loading once the browser has shown that page: on a
 * phone the page's text then shows as soon as the HTML and the stylesheet are there, not after
 * some 100 KB of script and its start-up. Otherwise (a session, a page behind the guard) the
 * app starts at once, its chunks already named by the page's preload hints.
 */

let hasStarted = false;

function startApp() {
  if (hasStarted) return;
  hasStarted = true;
  preloadPaintedChunks();
  // A failed load leaves the painted page, whose links still work; the next page load retries.
  setTimeout(() => void evaluateInSteps(), 0);
}

/** Lets the browser handle input and paint between two steps. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app's code is evaluated in two tasks rather than one: a phone's main thread is blocked
 * for a fraction of the time at once (Lighthouse counts each task's time over 50 ms as blocking).
 * All of it was already fetched in parallel (the preloads); this only orders the evaluation.
 */
async function evaluateInSteps() {
  // React's own module, then the app. (Not a package the app uses only part of: a dynamic
  // import keeps a package whole.)
  await import('react-dom/client');
  await nextTask();
  await import('./app-main');
}

/**
 * The chunks the app and this page need (the server's list): fetched in parallel, not one by one.
 * Added to the head in one insertion, not one per file (a member's profile names some 50).
 */
function preloadPaintedChunks() {
  const files = readPaintedJson(paintedChunksElementId);
  if (!Array.isArray(files)) return;
  const links = document.createDocumentFragment();
  for (const href of files) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

if (isPaintedPage() && document.visibilityState === 'visible') {
  // After the next frame has been painted.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  // A tab put in the background before that frame paints nothing: start anyway.
  document.addEventListener('visibilitychange', startApp, { once: true });
} else {
  startApp();
}
