import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFooter } from './app/layout/layout';
import { preloadQueryProvider } from './app/providers';
import { authStore } from './lib/auth-store';
import {
  describeError,
  installErrorReporting,
  reportClientError,
  reportConfigurationError,
} from './lib/error-reporting';
import './styles.css';

installErrorReporting();
preloadQueryProvider();
preloadFooter();

const container = document.getElementById('root');
if (!container) {
  reportConfigurationError('The page has no #root element to mount the app in.');
} else {
  // §4: the app mounts once the auth store is initialised (snapshot restored, session confirmed).
  // A promise chain, not top-level await: top-level await makes the bundler split the entry
  // into dozens of small chunks.
  void authStore.initialize().then(() => {
    createRoot(container, {
      // Errors no route boundary caught (e.g. in the providers around the router).
      onUncaughtError: (error, errorInfo) => {
        reportClientError('react_error', {
          ...describeError(error),
          componentStack: errorInfo.componentStack?.slice(0, 2000),
        });
      },
    }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
