import { buttonVariants } from '@client/components/ui/button-variants';
import { normalizeAppError } from '@client/lib/app-error';
import { useClub } from '@client/lib/club';
import { Link } from '@client/lib/router/link';
import { documentTitle } from '@shared/menu';
import { paths } from '@shared/paths';
import { Home, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { usePageTitleText } from './layout/page-title-text';
import { useRouteHandle } from './layout/route-handle';

/*
 * What the error boundaries (error-page.tsx) show: loaded when an error is caught, not with every
 * page (a visitor's first load carries none of it).
 */

function ErrorContent({ error, headingLevel }: { error: unknown; headingLevel: 'h1' | 'h2' }) {
  const club = useClub();
  const info = normalizeAppError(error);
  const isNotFound = info.code === 404;
  const Heading = headingLevel;
  const heading = isNotFound ? 'Page not found' : 'Something went wrong';
  const text = isNotFound
    ? 'The page you asked for does not exist or has moved.'
    : info.isCustom
      ? info.message
      : 'An unexpected error stopped this page from loading. It has been reported to the volunteers who run the site. Reloading the page often helps.';

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:px-6">
      <p className="font-extrabold text-6xl text-muted-foreground tabular-nums" aria-hidden="true">
        {info.code}
      </p>
      <Heading className="mt-4 font-bold text-2xl tracking-tight sm:text-3xl">{heading}</Heading>
      <p className="mt-3 text-muted-foreground">
        <span className="sr-only">Error {info.code}. </span>
        {text}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!isNotFound ? (
          <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Reload page
          </button>
        ) : null}
        <Link
          to={paths.home}
          reloadDocument={!isNotFound}
          className={buttonVariants({ variant: isNotFound ? 'default' : 'outline' })}
        >
          <Home aria-hidden="true" />
          Go to the home page
        </Link>
      </div>
      <p className="mt-8 text-muted-foreground text-sm">
        If this keeps happening, write to{' '}
        <a className="text-link underline underline-offset-4" href={`mailto:${club.email}`}>
          {club.email}
        </a>
        .
      </p>
    </div>
  );
}

export function PageError({ error }: { error: unknown }) {
  const title = usePageTitleText();
  const handle = useRouteHandle();
  return <ErrorContent error={error} headingLevel={title && !handle.hideTitle ? 'h2' : 'h1'} />;
}

/** Last resort when the layout itself failed: a bare page. */
export function AppErrorPage({ error }: { error: unknown }) {
  const club = useClub();
  useEffect(() => {
    document.title = documentTitle(club.shortName, 'Error');
  }, [club.shortName]);
  return (
    <main id="main" className="min-h-dvh bg-background text-foreground">
      <div className="bg-brand px-4 py-3 text-brand-foreground">
        <a href={paths.home} className="inline-flex items-center gap-2 font-extrabold text-lg">
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          {club.shortName}
        </a>
      </div>
      <ErrorContent error={error} headingLevel="h1" />
    </main>
  );
}
