import { Link } from '@client/lib/router/link';
import type { LucideIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';

/** The look of a link in the auth pages' text (underlined: it sits among words). */
export const authLinkClass = 'text-link underline underline-offset-4';

/** A link in an auth page's text or footer. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={authLinkClass} to={to}>
      {children}
    </Link>
  );
}

/** A footer line asking a question and linking to the answer: "Already have an account? Sign in". */
export function AuthPrompt({
  question,
  to,
  children,
}: {
  question: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p>
      {question} <AuthLink to={to}>{children}</AuthLink>
    </p>
  );
}

/** The narrow column the sign-in, sign-up and password pages sit in (375 px friendly). */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:px-6 sm:py-12">
      <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">{children}</div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm">{footer}</div> : null}
    </div>
  );
}

/** A confirmation shown in place of a form once it has done its work, under its icon. */
export function DoneMessage({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <Icon aria-hidden="true" className="mb-3 size-10 text-primary" />
      <div role="status" className="space-y-3">
        <h2 className="font-semibold text-xl">{title}</h2>
        <div className="space-y-3 text-muted-foreground text-sm leading-relaxed">{children}</div>
      </div>
    </>
  );
}

/** An auth page's form, named by its heading (`headingId` for the heading's id). */
export function AuthForm({
  headingId,
  title,
  onSubmit,
  children,
}: {
  headingId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
    </form>
  );
}
