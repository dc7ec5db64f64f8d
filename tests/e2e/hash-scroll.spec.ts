import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/fixtures';

// §2: navigation scrolls smoothly to the top, or to the #hash when there is one.

/** Records every programmatic scroll and the behaviour it asked for. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ kind: string; behavior: string | undefined; id?: string }> = [];
    (window as unknown as { scrollCalls: typeof calls }).scrollCalls = calls;
    const behaviorOf = (arg: unknown) =>
      arg && typeof arg === 'object' ? (arg as ScrollOptions).behavior : undefined;
    const intoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
      calls.push({ kind: 'intoView', behavior: behaviorOf(arg), id: this.id });
      return intoView.call(this, arg);
    };
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((...args: unknown[]) => {
      calls.push({ kind: 'scrollTo', behavior: behaviorOf(args[0]) });
      return (scrollTo as (...a: unknown[]) => void)(...args);
    }) as typeof window.scrollTo;
  });
}

const scrollCalls = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { scrollCalls: Array<{ kind: string; behavior?: string; id?: string }> })
        .scrollCalls,
  );

/** Distance of the element's top from the top of the viewport. */
const topOf = (page: Page, id: string) =>
  page.evaluate((elementId) => document.getElementById(elementId)?.getBoundingClientRect().top ?? null, id);

test.use({ reducedMotion: 'no-preference' });

test('a link to a #hash on another page lands on that section, scrolling smoothly', async ({ page }) => {
  await recordScrolls(page);
  await page.goto('/');
  // The app's own navigation scrolls smoothly; before it is live the link loads the page natively.
  await waitForApp(page);
  await page.getByRole('link', { name: 'How to help' }).click();
  await expect(page).toHaveURL(/\/about#volunteering$/);
  const section = page.getByRole('heading', { level: 2, name: 'Volunteering' });
  await expect(section).toBeInViewport();
  // It ends at the top of the viewport (smooth scrolling takes a moment).
  await expect
    .poll(async () => Math.abs((await topOf(page, 'volunteering')) ?? 1e6), { timeout: 5000 })
    .toBeLessThan(80);
  expect(await scrollCalls(page)).toContainEqual({
    kind: 'intoView',
    behavior: 'smooth',
    id: 'volunteering',
  });
});

test('opening a deep link with a #hash shows that section', async ({ page }) => {
  await page.goto('/privacy#contact');
  // The footer has a "Contact" heading too: look in the page's main content.
  const section = page.getByRole('main').getByRole('heading', { level: 2, name: 'Contact' });
  await expect(section).toBeInViewport();
  // Once everything below has loaded (newsletter section, footer), the section is at the top,
  // unless the page is too short to scroll that far.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const top = document.getElementById('contact')?.getBoundingClientRect().top;
          if (top === undefined) return false;
          const isAtBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
          return top < 80 || (isAtBottom && top > 0);
        }),
      { message: 'the #contact section should be at the top of the viewport', timeout: 5000 },
    )
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('navigating to another page without a hash scrolls smoothly back to the top', async ({ page }) => {
  await recordScrolls(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  // The app's own navigation scrolls smoothly; before it is live the link loads the page natively.
  await waitForApp(page);
  // The newsletter section loads lazily: scroll once the page has its full height.
  await expect(page.getByRole('heading', { name: 'Stay in the Game' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  expect(await scrollCalls(page)).toContainEqual({ kind: 'scrollTo', behavior: 'smooth' });
  // Keyboard and screen-reader users continue in the new page's content.
  await expect(page.getByRole('main')).toBeFocused();
});
