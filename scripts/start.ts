// `npm start`: build the client when no build is present, then run the server
// (which migrates the database and seeds an empty one).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const indexHtml = fileURLToPath(new URL('../dist/client/index.html', import.meta.url));
if (!existsSync(indexHtml)) {
  console.log('No client build found: building it once (about a minute)…');
  const { build } = await import('vite');
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn' });
}
await import('../src/server/main');
