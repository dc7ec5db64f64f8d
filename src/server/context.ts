import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { NotifyBus } from './lib/notify-bus';
import type { RateLimiter } from './lib/rate-limit';

/** What every feature's routes and domain functions get: built once at start (or per test file). */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** LISTEN/NOTIFY between the app processes sharing the database (cache invalidation, live feeds). */
  bus: NotifyBus;
  /** Absolute folder for uploads (avatars, images), under DATA_DIR. */
  uploadsDir: string;
  /** Secret for Better Auth and signed links. */
  authSecret: string;
}

/** Who is calling: set for every request by the session middleware (anonymous until accounts land). */
export interface RequestViewer {
  isSignedIn: boolean;
  userId: string | null;
  email: string | null;
  roles: readonly string[];
}

/** A viewer with a session: what a handler gets on a route that is not public. */
export interface SignedInViewer extends RequestViewer {
  isSignedIn: true;
  userId: string;
}

export const anonymousRequestViewer: RequestViewer = {
  isSignedIn: false,
  userId: null,
  email: null,
  roles: [],
};

/** Hono environment of every router: `new Hono<AppEnv>()`. */
export interface AppEnv {
  Variables: {
    viewer: RequestViewer;
    /**
     * Reads the session into `viewer` (once per request; set by the /api session middleware when
     * there is a session cookie). The route's access guard calls it unless the route declares
     * that it never looks at the viewer (lib/require-access.ts).
     */
    readViewer?: () => Promise<void>;
    /** The app's limiter, for the `rateLimit` option of routes (lib/api-route.ts). */
    rateLimiter: RateLimiter;
  };
}
