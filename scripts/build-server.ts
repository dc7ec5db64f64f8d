// `npm run build` (after `vite build`): compiles the server into dist/server.
import { buildServer } from './lib/server-build';

buildServer();
