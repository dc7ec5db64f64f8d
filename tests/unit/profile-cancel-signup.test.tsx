import { QueryProvider } from '@client/app/providers';
import { MySignups } from '@client/features/profiles/components/my-signups';
import { authStore, signedOutState } from '@client/lib/auth-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signIn, stubFetch } from './support/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.setState(signedOutState);
});

const registration = {
  id: 'r1',
  kind: 'social',
  eventId: 'e1',
  eventSlug: 'summer-mixer',
  eventTitle: 'Summer Mixer',
  divisionId: null,
  divisionName: null,
  status: 'confirmed',
  waitlistPosition: null,
  startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 5 * 86_400_000 + 3 * 3_600_000).toISOString(),
  place: 'Riverside Park',
  feeCents: 0,
  eventPath: '/social_events/summer-mixer',
  canCancel: true,
  wholeSeriesId: null,
  familyMember: null,
};

describe('Cancel on the profile (issue 18 newcomer finding)', () => {
  it('asks to confirm before cancelling; nothing is cancelled on the first tap', async () => {
    const cancelCalls: string[] = [];
    stubFetch((url, init) => {
      if (url.includes('/api/me/registrations/r1/cancel') && init?.method === 'POST') {
        cancelCalls.push(url);
        return Response.json({ eventTitle: 'Summer Mixer', promotedCount: 0 });
      }
      if (url.includes('/api/me/registrations')) {
        return Response.json({
          timeZone: 'America/Denver',
          registrations: cancelCalls.length ? [] : [registration],
        });
      }
      return Response.json({ error: 'No such API route.' }, { status: 404 });
    });
    signIn({});
    const user = userEvent.setup();
    renderAt(
      <QueryProvider>
        <MySignups />
      </QueryProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel my sign-up for Summer Mixer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your sign-up for Summer Mixer?' });
    expect(cancelCalls).toHaveLength(0);
    // Changing one's mind keeps the place.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cancelCalls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel my sign-up for Summer Mixer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    await waitFor(() => expect(cancelCalls).toHaveLength(1));
  });
});
