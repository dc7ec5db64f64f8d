import { withNavigationBlocker } from '@client/app/app-history';
import { AppProviders } from '@client/app/providers';
import { queryClient } from '@client/app/query-provider';
import { RouteTree } from '@client/app/route-tree';
import { type AuthState, authStore, signedOutState } from '@client/lib/auth-store';
import { resetClubIdentity } from '@client/lib/club';
import { createMemoryHistory } from '@client/lib/router/history';
import type { RouteObject } from '@client/lib/router/match-routes';
import { HistoryRouter } from '@client/lib/router/router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Stubs fetch; by default every call answers 404 (the client falls back to the default club identity). */
export function stubFetch(handler?: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  resetClubIdentity();
  queryClient.clear();
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (handler) return handler(url, init);
    return new Response(JSON.stringify({ error: 'No such API route.' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function signIn(patch: Partial<AuthState> & { roles?: string[]; name?: string; username?: string }) {
  const { name = 'Jane van Doe', username = 'jane', ...rest } = patch;
  authStore.setState({
    ...signedOutState,
    user: { id: 'u1', email: 'jane@example.org', name, username, image: null, isAnonymous: false },
    profile: { id: 'u1', fullName: name, avatarUrl: null, username },
    ...rest,
  });
}

/**
 * Renders routes in a memory history inside the app providers, as the app does (declarative
 * router, navigation blocker). `router.state.location` is where the history is now.
 */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const history = withNavigationBlocker(createMemoryHistory({ initialEntries: [initialPath] }));
  const utils = render(
    <HistoryRouter history={history}>
      <AppProviders>
        <RouteTree routes={routes} />
      </AppProviders>
    </HistoryRouter>,
  );
  const router = {
    history,
    state: {
      get location() {
        return history.location;
      },
    },
  };
  return { ...utils, router };
}

export function renderAt(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
