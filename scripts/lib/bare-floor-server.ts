// The physical floor of this machine for `npm run bench` (issue 24): a bare Hono app on the same
// Node adapter as the server, one constant route, no middleware, no database, in its own
// process. GET /api/health/live is reported against it, so what the app's middleware (logging,
// security headers, guards) costs per request is visible apart from what Node and HTTP cost.
// Prints "listening <port>" once it accepts connections.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ status: 'ok' }));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
