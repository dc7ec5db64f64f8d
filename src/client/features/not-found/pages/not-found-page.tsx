import { HomePageLink } from '@client/components/home-page-link';
import { useClub } from '@client/lib/club';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useLocation } from '@client/lib/router/router';
import { paths } from '@shared/paths';

/** Any unknown path. The layout shows the "Page Not Found" title. */
export function NotFoundPage() {
  usePageHead({
    description:
      'This page of {{club.name}} could not be found: it may have moved. Start from the home page or the menu.',
  });
  const location = useLocation();
  const club = useClub();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-lg">
        There is no page at{' '}
        <code className="break-all rounded bg-muted px-1.5 py-0.5 text-base">{location.pathname}</code>. It
        may have moved, or the link may be mistyped.
      </p>
      <div className="mt-6">
        <HomePageLink size="lg" />
      </div>
      <h2 className="mt-10 font-semibold text-lg">Popular pages</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {[
          { name: 'About the club', to: paths.about },
          { name: 'Membership', to: paths.formsMembership },
          { name: 'Social Events', to: paths.socialEvents },
          { name: 'Tournaments', to: paths.events },
          { name: 'Court Locations', to: paths.courts },
          { name: 'Contacts', to: paths.contacts },
        ].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-link underline underline-offset-4 hover:no-underline">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-muted-foreground">
        Still lost? Write to{' '}
        <a className="text-link underline underline-offset-4" href={`mailto:${club.email}`}>
          {club.email}
        </a>
        .
      </p>
    </div>
  );
}
