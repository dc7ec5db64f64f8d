import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the pointer-capture API that Radix primitives (toast swipe, select) call.
if (typeof Element !== 'undefined' && !Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// Lazy routes transform and load their module on first use: on a busy 2-core machine that can
// take longer than the 1 s default of findBy*/waitFor. The assertions themselves are unchanged.
configure({ asyncUtilTimeout: 5000 });

// Node-environment files (pure rules and schemas) share this setup: only a DOM has these to clean.
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
