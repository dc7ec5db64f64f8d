// @vitest-environment jsdom
import { enablePaintedControls, paintedLaterAttribute } from '@client/lib/painted-controls';
import { paintedDisabledAttribute } from '@shared/first-paint';
import { describe, expect, it } from 'vitest';

// Decision 045: a painted part whose code loads lazily (the member's week) keeps its controls
// disabled when the page gate opens the page, and enables them itself once hydrated, so a tap
// on a button whose code has not arrived is never lost.
describe('enablePaintedControls', () => {
  const painted = `disabled="" ${paintedDisabledAttribute}=""`;

  it('the page gate leaves a part that hydrates later disabled; that part enables its own', () => {
    document.body.innerHTML = `
      <button id="page" ${painted}>Sign up</button>
      <div id="week" ${paintedLaterAttribute}=""><button id="yes" ${painted}>Yes</button></div>
      <button id="own" disabled="">Saving…</button>`;
    const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
    enablePaintedControls();
    expect(byId('page').disabled).toBe(false);
    expect(byId('yes').disabled).toBe(true);
    expect(byId('own').disabled).toBe(true);
    enablePaintedControls(byId('week'));
    expect(byId('yes').disabled).toBe(false);
    expect(byId('yes').hasAttribute(paintedDisabledAttribute)).toBe(false);
    expect(byId('own').disabled).toBe(true);
  });
});
