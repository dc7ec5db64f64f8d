import { useClub } from '@client/lib/club';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { ContentPageView } from '../components/content-page-view';

/** /about: the club's own text (edited in /admin/content) beside a panel of facts. */
export function AboutPage() {
  const club = useClub();
  return (
    <ContentPageView
      pageKey="about"
      hasLead
      aside={
        <aside aria-labelledby="about-facts" className="h-fit rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="about-facts" className="font-semibold text-lg">
            At a glance
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-muted-foreground">Founded</dt>
              <dd className="font-semibold">{club.foundedYear}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Based in</dt>
              <dd className="font-semibold">{club.location}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Run by</dt>
              <dd className="font-semibold">Volunteer members</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Contact</dt>
              <dd>
                <a
                  className="font-semibold text-link underline underline-offset-4"
                  href={`mailto:${club.email}`}
                >
                  {club.email}
                </a>
              </dd>
            </div>
          </dl>
          <Link
            to={paths.formsMembership}
            className="mt-6 inline-flex w-full items-center justify-center rounded-md bg-primary px-4 py-2.5 font-semibold text-primary-foreground text-sm hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            Become a member
          </Link>
        </aside>
      }
    />
  );
}
