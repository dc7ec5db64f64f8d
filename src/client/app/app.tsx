import { describeError, reportClientError } from '@client/lib/error-reporting';
import { isRouteErrorResponse } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';

function reportRouteError(
  error: unknown,
  info: { location: { pathname: string }; pattern: string; errorInfo?: { componentStack?: string | null } },
) {
  // A 404 answer is a normal outcome, not a fault.
  if (isRouteErrorResponse(error) && error.status === 404) return;
  reportClientError('route_error', {
    ...describeError(error),
    path: info.location.pathname,
    pattern: info.pattern,
    componentStack: info.errorInfo?.componentStack?.slice(0, 2000) ?? undefined,
  });
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} onError={reportRouteError} />
    </AppProviders>
  );
}
