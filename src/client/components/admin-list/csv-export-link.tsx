import { buttonVariants } from '@client/components/ui/button';
import { Download } from 'lucide-react';

/** Downloads the rows the list shows now (same search and sort) as CSV. */
export function CsvExportLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: 'outline' })}>
      <Download aria-hidden="true" />
      Export CSV
    </a>
  );
}
