import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { mapLinksFor } from '@shared/map-links';
import { ExternalLink, Map as MapIcon } from 'lucide-react';

/** OpenStreetMap and Google Maps searches for the address, each in a new tab. */
export function MapLinks({
  name,
  address,
  className,
}: {
  name: string;
  address: string;
  className?: string;
}) {
  const links = mapLinksFor(address);
  const items = [
    { label: 'OpenStreetMap', href: links.openStreetMap },
    { label: 'Google Maps', href: links.googleMaps },
  ];
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={`Maps for ${name}`}>
      {items.map((item) => (
        <li key={item.label}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${item.label} (opens in a new tab)`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <MapIcon aria-hidden="true" />
            {item.label}
            <ExternalLink aria-hidden="true" className="size-3!" />
          </a>
        </li>
      ))}
    </ul>
  );
}
