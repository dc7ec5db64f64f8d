import { describeError, reportClientError } from '@client/lib/error-reporting';
import { HistoryRouter } from '@client/lib/router/router';
import { type ErrorInfo, useEffect } from 'react';
import { createAppHistory } from './app-history';
import { AppErrorBoundary } from './error-page';
import { AppProviders } from './providers';
import { preloadOnLinkIntent } from './route-preload';
import { AppRoutes } from './router';

const history = createAppHistory();

function reportAppError(error: unknown, errorInfo: ErrorInfo) {
  reportClientError('route_error', {
    ...describeError(error),
    path: window.location.pathname,
    componentStack: errorInfo.componentStack?.slice(0, 2000) ?? undefined,
  });
}

export function App() {
  useEffect(() => preloadOnLinkIntent(), []);
  return (
    // No transitions: a page still loading shows "Loading..." instead of the old page.
    <HistoryRouter history={history}>
      <AppErrorBoundary onError={reportAppError}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </AppErrorBoundary>
    </HistoryRouter>
  );
}
