import { queryClient } from '@client/app/query-provider';
import { clubQueryKey, resetClubIdentity, useClub } from '@client/lib/club';
import { defaultClubIdentity } from '@shared/club-identity';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from './support/render-app';

const saved = { ...defaultClubIdentity, name: 'Riverside Tennis', shortName: 'RTC' };

function ClubName({ label }: { label: string }) {
  const club = useClub();
  return (
    <p>
      {label}: {club.name}
    </p>
  );
}

afterEach(() => {
  resetClubIdentity();
  vi.unstubAllGlobals();
});

describe('club identity (issue 8 §3: server data in TanStack Query only)', () => {
  it('is one GET /api/club in the query cache that every reader follows', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/club' ? Response.json({ club: saved }) : Response.json({ error: 'no' }, { status: 404 }),
    );
    render(
      <>
        <ClubName label="top bar" />
        <ClubName label="footer" />
      </>,
    );
    // Defaults until the answer is in, then the saved identity everywhere.
    await waitFor(() => expect(screen.getByText('top bar: Riverside Tennis')).toBeVisible());
    expect(screen.getByText('footer: Riverside Tennis')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/club')).toHaveLength(1);
    expect(queryClient.getQueryData(clubQueryKey)).toEqual({ club: saved });

    // An admin's save goes into the same cache entry and reaches the shell at once.
    act(() => {
      queryClient.setQueryData(clubQueryKey, { club: { ...saved, name: 'Riverside Tennis Club' } });
    });
    expect(screen.getByText('top bar: Riverside Tennis Club')).toBeVisible();
    expect(screen.getByText('footer: Riverside Tennis Club')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/club')).toHaveLength(1);

    // Dropping the cache entry is the only way back to the defaults: nothing else holds a copy.
    act(() => resetClubIdentity());
    expect(screen.getByText(`top bar: ${defaultClubIdentity.name}`)).toBeVisible();
  });

  it('keeps the defaults when the server cannot be reached', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<ClubName label="top bar" />);
    await waitFor(() => expect(queryClient.getQueryState(clubQueryKey)?.status).toBe('error'));
    expect(screen.getByText(`top bar: ${defaultClubIdentity.name}`)).toBeVisible();
  });
});
