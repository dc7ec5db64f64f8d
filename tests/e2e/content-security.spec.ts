import { expect, test, waitForApp } from './support/fixtures';

// The content security policy allows no eval (script-src 'self'): nothing the app loads may try
// it, or the browser reports a violation on every such page (Lighthouse best practices). zod
// parses without compiling (shared/zod.ts, issue 19); the pages with forms load it.

test('pages with forms load zod without a content-security-policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') console.push(message.text());
  });
  for (const path of ['/login', '/register', '/forms/membership', '/forms/looking', '/forms/team_success']) {
    await page.goto(path);
    await waitForApp(page);
    // Its schemas were made as the page's code loaded (zod's JIT probe runs then).
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
  expect(console.filter((text) => /Content Security Policy|unsafe-eval/i.test(text))).toEqual([]);
});
