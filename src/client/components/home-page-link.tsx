import { Button, type ButtonProps } from '@client/components/ui/button';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { Home } from 'lucide-react';

/** "Go to the home page" as a button: the way out of a page that has nothing more to offer. */
export function HomePageLink({ variant, size }: Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link to={paths.home}>
        <Home aria-hidden="true" />
        Go to the home page
      </Link>
    </Button>
  );
}
