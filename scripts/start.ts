// `npm start`, first half: builds the client (Vite, in a child process) and the server (esbuild)
// when either is missing or older than its sources. package.json then runs the compiled server
// with plain node (`node dist/server/main.js`): no build tool or TypeScript loader stays in the
// serving process.
import { ensureClientBuild } from './lib/client-build';
import { ensureServerBuild } from './lib/server-build';

try {
  ensureClientBuild();
  ensureServerBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
