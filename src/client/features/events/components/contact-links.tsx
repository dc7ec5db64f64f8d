import { cn } from '@client/lib/cn';
import { Mail, Phone } from 'lucide-react';

const layouts = {
  /** One under the other, as a person's page lists them. */
  stacked: {
    linkClassName: 'flex items-center gap-2 text-link underline-offset-2 hover:underline',
    iconClassName: 'size-4 shrink-0',
  },
  /** Side by side in a line of small text, as a list row shows them. */
  inline: {
    linkClassName: 'inline-flex items-center gap-1 underline-offset-2 hover:underline',
    iconClassName: 'size-3.5',
  },
};

/**
 * A person's e-mail and phone as links (mailto:, tel: with the number's digits only), each
 * with its icon; either is left out when not given.
 */
export function ContactLinks({
  email,
  phone,
  layout,
}: {
  email: string | null | undefined;
  phone: string | null | undefined;
  layout: keyof typeof layouts;
}) {
  const { linkClassName, iconClassName } = layouts[layout];
  return (
    <>
      {email && (
        <a href={`mailto:${email}`} className={cn(linkClassName, 'break-all')}>
          <Mail aria-hidden="true" className={iconClassName} />
          {email}
        </a>
      )}
      {phone && (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClassName}>
          <Phone aria-hidden="true" className={iconClassName} />
          {phone}
        </a>
      )}
    </>
  );
}
