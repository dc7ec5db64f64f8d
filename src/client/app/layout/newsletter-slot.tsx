import { preloadable } from '@client/lib/preloadable';
import { Suspense } from 'react';

/**
 * The newsletter section (owned by the newsletter feature) sits above the footer on every
 * layout page. Loaded lazily: it is below the fold and brings its form libraries along.
 */
const { Component: NewsletterSection, preload } = preloadable(() =>
  import('@client/features/newsletter/components/newsletter-section').then((m) => m.NewsletterSection),
);

/** Starts loading the section (before the app mounts over the server's first paint). */
export const preloadNewsletterSection = preload;

export function NewsletterSlot() {
  return (
    <Suspense fallback={null}>
      <NewsletterSection />
    </Suspense>
  );
}
