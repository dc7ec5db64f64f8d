import { telHref, useClub } from '@client/lib/club';
import { Link } from '@client/lib/router/link';
import { copyrightLine } from '@shared/club-identity';
import { paths } from '@shared/paths';
import { Mail, MapPin, Phone } from 'lucide-react';
import { FacebookIcon, InstagramIcon } from './social-icons';

/** §2 footer links, in order. */
export const footerLinks: readonly { name: string; path: string }[] = [
  { name: 'About', path: paths.about },
  { name: 'History', path: paths.history },
  { name: 'Board Members', path: paths.contacts },
  { name: 'Bylaws', path: paths.bylaws },
  { name: 'Membership', path: paths.membership },
  { name: 'Social Events', path: paths.socialEvents },
  { name: 'Tournaments', path: paths.tournaments },
  { name: 'Looking for Team', path: paths.lookingForTeam },
  { name: 'Court Locations', path: paths.courts },
  { name: 'Rules', path: paths.rules },
  { name: 'Schedule', path: paths.schedule },
  { name: 'News', path: paths.news },
  { name: 'Privacy', path: paths.privacy },
  { name: 'Terms', path: paths.terms },
];

const linkClass =
  'rounded-sm underline-offset-4 hover:text-footer-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball';

export function Footer() {
  const club = useClub();
  const socialLinks = [
    { name: 'Facebook', url: club.facebookUrl, Icon: FacebookIcon },
    { name: 'Instagram', url: club.instagramUrl, Icon: InstagramIcon },
  ];
  return (
    <footer className="bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_2fr_1.2fr]">
        <section aria-labelledby="footer-club">
          <div className="flex items-center gap-3">
            <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
            <h2 id="footer-club" className="font-bold text-lg">
              {club.name}
            </h2>
          </div>
          <p className="mt-3 text-footer-muted text-sm leading-relaxed">
            A volunteer-run community tennis club and league, playing together since {club.foundedYear}.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {socialLinks.map(({ name, url, Icon }) => (
              <li key={name}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-md border border-white/20 px-3 py-2 text-sm hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball"
                >
                  <Icon className="size-4" />
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-ball text-sm uppercase tracking-wide">
            Explore
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-footer-muted text-sm sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={linkClass}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-ball text-sm uppercase tracking-wide">
            Contact
          </h2>
          <ul className="mt-3 space-y-3 text-footer-muted text-sm">
            <li>
              <a href={`mailto:${club.email}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {club.email}
              </a>
            </li>
            <li>
              <a href={telHref(club.phone)} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {club.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">{club.address}</address>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-white/15 border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-footer-muted text-xs sm:px-6">
          {copyrightLine(club)}
        </p>
      </div>
    </footer>
  );
}
