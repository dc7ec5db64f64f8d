import { buttonVariants } from '@client/components/ui/button-variants';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';

/** The sign-up offer to a player rostered by e-mail with no account: the address comes filled in. */
export function InvitedAccountOffer({ email }: { email: string }) {
  return (
    <section aria-labelledby="invited-account-heading" className="rounded-lg border p-4">
      <h3 id="invited-account-heading" className="font-semibold">
        Your week in one place
      </h3>
      <p className="mt-1 text-sm">
        With an account you see every match of your team, answer with one tap and get your own calendar. It
        takes a minute with the address this e-mail came to.
      </p>
      <Link
        to={`${paths.register}?email=${encodeURIComponent(email)}`}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-3' })}
      >
        Create my account
      </Link>
    </section>
  );
}
