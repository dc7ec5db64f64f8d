/*
 * The names the server's first paint (docs/decisions/020-server-first-paint.md) shares with the
 * client's entry. A module of its own: the entry (src/client/main.tsx) must stay a few hundred
 * bytes, and first-reads.ts brings the API definitions along.
 */

/** The (not run) script element with a painted page's first reads as JSON: [{ key, data }]. */
export const paintedReadsElementId = 'njtc-first-reads';

/**
 * The (not run) script element with the title the page set from its data (an event's name) as a
 * JSON string, when it set one: the app's first render shows it as the painted heading did.
 */
export const paintedPageTitleElementId = 'njtc-page-title';

/** The (not run) script element with the app's chunks for a painted page, to preload after it shows. */
export const paintedChunksElementId = 'njtc-app-chunks';

/**
 * The attribute that marks a control the server painted disabled because the app was not live
 * yet (src/client/app/painted-page-gate.tsx); the app removes it, and the `disabled` it came with.
 */
export const paintedDisabledAttribute = 'data-painted-disabled';

/**
 * The (not run) script element with the session a member's page was painted for (issue 24): the
 * user as Better Auth's get-session names them (never its token) and when the session ends. The
 * app starts signed in with it instead of asking get-session again.
 */
export const paintedSessionElementId = 'njtc-session';

/** What `paintedSessionElementId` holds: the client's SessionInfo (src/client/lib/auth-transport.ts). */
export interface PaintedSession {
  user: {
    id: string;
    email: string;
    name: string | null;
    username: string | null;
    image: string | null;
    isAnonymous: boolean;
    twoFactorEnabled: boolean;
  };
  expiresAt: string | null;
}
