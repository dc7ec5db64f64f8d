import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The heading's id, which names the section for screen readers ("history-heading"). */
  id: string;
  title: ReactNode;
  /** h2 (a section of the page) by default; h3 inside a section. */
  level?: 2 | 3;
  headingClassName?: string;
  className?: string;
  children: ReactNode;
}

/** A section of a page named by its heading (a landmark screen readers list by that name). */
export function PageSection({
  id,
  title,
  level = 2,
  headingClassName = 'font-semibold text-lg',
  className,
  children,
}: PageSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
