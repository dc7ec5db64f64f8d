import { defineConfig } from '@playwright/test';

/**
 * Debian Chromium (nothing is downloaded). The background-networking flags stop it from
 * flooding the closed network with refused connections (STACK.md gotcha 1).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The server under test is the production build started by tests/e2e/support/global-setup.ts
// on a random port; the `baseURL` fixture of tests/e2e/support/fixtures.ts points at it.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Two journeys at a time on 2 cores: a journey mostly waits (the server, the network, the
  // browser's timers), so a second one fills the gaps (issue 20: the e2e step was ~11 of CI's
  // ~21 minutes). Journeys share one server but never one account session (direct-sessions.ts)
  // or one mailbox message (each waits for its own address). E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Journeys are many steps on a 2-core machine shared with the server; speed is the bench's job,
  // not a test's, so a slow step under load must not fail a journey that works.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/Denver',
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
