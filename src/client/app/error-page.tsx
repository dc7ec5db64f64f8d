import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';

/*
 * The app's error boundaries. What they show (error-content.tsx) loads when an error is caught;
 * if that fails too (offline, or a new deploy removed the old files), a bare page says the same
 * with a reload button.
 */

const errorContent = () =>
  import('./error-content').catch(() => ({ PageError: BareError, AppErrorPage: BareError }));
const PageError = lazy(() => errorContent().then((m) => ({ default: m.PageError })));
const AppErrorPage = lazy(() => errorContent().then((m) => ({ default: m.AppErrorPage })));

/** When the error page itself cannot be loaded. */
function BareError(_props: { error: unknown }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">Something went wrong</h1>
      <p className="mt-3">This page could not be loaded. Check your connection, then reload the page.</p>
      <button
        type="button"
        className="mt-6 rounded-md border px-4 py-2 font-medium"
        onClick={() => window.location.reload()}
      >
        Reload page
      </button>
    </div>
  );
}

/** What an error boundary reports when it catches (the app reports it; tests may not). */
export type ErrorReporter = (error: unknown, errorInfo: ErrorInfo) => void;

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  onError?: ErrorReporter;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; hasError: boolean }> {
  override state = { error: null as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, errorInfo: ErrorInfo) {
    this.props.onError?.(error, errorInfo);
  }

  override render() {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Error inside the layout: the top bar and footer stay usable. The layout keys it by path, so
 * the next page starts afresh.
 */
export function PageErrorBoundary({ children, onError }: { children: ReactNode; onError?: ErrorReporter }) {
  return (
    <ErrorBoundary
      onError={onError}
      fallback={(error) => (
        <Suspense fallback={null}>
          <PageError error={error} />
        </Suspense>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

export function AppErrorBoundary({ children, onError }: { children: ReactNode; onError?: ErrorReporter }) {
  return (
    <ErrorBoundary
      onError={onError}
      fallback={(error) => (
        <Suspense fallback={null}>
          <AppErrorPage error={error} />
        </Suspense>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
