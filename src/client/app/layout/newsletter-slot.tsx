import { lazy, Suspense } from 'react';

/**
 * The newsletter section (owned by the newsletter feature) sits above the footer on every
 * layout page. Loaded lazily: it is below the fold and brings its form libraries along.
 */
const NewsletterSection = lazy(() =>
  import('@client/features/newsletter/components/newsletter-section').then((m) => ({
    default: m.NewsletterSection,
  })),
);

export function NewsletterSlot() {
  return (
    <Suspense fallback={null}>
      <NewsletterSection />
    </Suspense>
  );
}
