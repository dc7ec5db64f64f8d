import type { FormEventHandler, ReactNode } from 'react';

/** The narrow column the sign-in, sign-up and password pages sit in (375 px friendly). */
export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:px-6 sm:py-12">
      <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">{children}</div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm">{footer}</div> : null}
    </div>
  );
}

/** A confirmation shown in place of a form once it has done its work. */
export function DoneMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="space-y-3">
      <h2 className="font-semibold text-xl">{title}</h2>
      <div className="space-y-3 text-muted-foreground text-sm leading-relaxed">{children}</div>
    </div>
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
