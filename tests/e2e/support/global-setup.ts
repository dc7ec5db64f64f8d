import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureClientBuild, repoRoot } from '../../../scripts/lib/client-build';
import { freePort, startProductionServer } from '../../../scripts/lib/production-server';
import { FakePushService } from '../../support/fake-push-service';
import { FakeStripe, httpDeliver } from '../../support/fake-stripe';
import { sessionsDirEnv } from './direct-sessions';
import { provisionE2eAccounts } from './e2e-accounts';
import { startMailboxServer } from './mailbox-server';

/** Test-only Stripe settings of the throwaway e2e server (the fake Stripe checks nothing but the signature). */
const e2eStripeSecretKey = 'sk_test_e2e_fake_stripe';
const e2eStripeWebhookSecret = 'whsec_e2e_fake_stripe';

/**
 * Starts, for the whole run: the e2e mailbox (SMTP capture + HTTP), the fake Stripe
 * (tests/support/fake-stripe.ts: its API, its hosted Checkout page, and the signed webhook it
 * posts to the server when the Pay button is pressed), then the PRODUCTION build
 * served by the real server entry on a temp DATA_DIR (fresh PGlite, migrated and seeded) and a
 * free port, sending its mail to the mailbox. Workers find both through E2E_BASE_URL and
 * E2E_MAILBOX_URL (set here, inherited by the workers). Returns the teardown.
 */
export default async function globalSetup() {
  ensureClientBuild();
  const mailbox = await startMailboxServer();
  const stripe = await new FakeStripe({ webhookSecret: e2eStripeWebhookSecret }).start();
  // Push services on loopback (tests/support/fake-push-service.ts): journeys decrypt what arrives.
  const pushService = await new FakePushService().start();
  const logFile = path.join(repoRoot, '.tmp', 'e2e-server.log');
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  // The database starts with one account per admin role (see e2e-accounts.ts).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'njtc-e2e-'));
  // The sessions journeys sign in with (direct-sessions.ts), outside the server's DATA_DIR.
  const sessionsDir = mkdtempSync(path.join(tmpdir(), 'njtc-e2e-sessions-'));
  try {
    // Chosen first: the renewal reminders queued while provisioning link to the server's address.
    const port = await freePort();
    provisionE2eAccounts(dataDir, `http://127.0.0.1:${port}`, sessionsDir);
    server = await startProductionServer({
      port,
      settings: {
        DATA_DIR: dataDir,
        SMTP_URL: mailbox.smtpUrl,
        MAIL_FROM: 'NJTC <no-reply@njtc.test>',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
        // Served as in production behind one reverse proxy: each journey's browser sends its own
        // X-Forwarded-For (fixtures.ts), so the real per-address limits apply per journey
        // instead of every journey of the run sharing 127.0.0.1's sign-in allowance.
        TRUST_PROXY: '1',
        // Online payment on, pointed at the fake Stripe (STRIPE_API_URL is a test-only setting).
        STRIPE_SECRET_KEY: e2eStripeSecretKey,
        STRIPE_WEBHOOK_SECRET: e2eStripeWebhookSecret,
        STRIPE_API_URL: stripe.url,
        PUSH_TEST_SERVICE: pushService.url,
      },
      logFile,
    });
  } catch (err) {
    await pushService.stop();
    await stripe.stop();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sessionsDir, { recursive: true, force: true });
    throw err;
  }
  stripe.setDeliver(httpDeliver(`${server.url}/api/payments/stripe-webhook`));
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAILBOX_URL = mailbox.httpUrl;
  process.env.E2E_PUSH_SERVICE_URL = pushService.url;
  process.env[sessionsDirEnv] = sessionsDir;
  console.log(`e2e: production server at ${server.url} (log: ${path.relative(repoRoot, logFile)})`);
  return async () => {
    await server.stop();
    await pushService.stop();
    await stripe.stop();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sessionsDir, { recursive: true, force: true });
  };
}
