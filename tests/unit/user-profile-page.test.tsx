import { QueryProvider } from '@client/app/providers';
import { UserProfilePage } from '@client/features/profiles/pages/user-profile-page';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const visitorView = {
  username: 'maximilian_long',
  fullName: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff',
  avatarUrl: null,
  ntrpRating: '4.0',
  memberSince: '2024-03-01T00:00:00.000Z',
  email: null,
  phone: null,
  isOwner: false,
};

function showProfile(profile: object) {
  stubFetch((url) =>
    url.startsWith('/api/profiles/')
      ? Response.json({ profile })
      : Response.json({ error: 'No such API route.' }, { status: 404 }),
  );
  return renderRoutes(
    [
      {
        path: '/users/:username',
        element: (
          <QueryProvider>
            <UserProfilePage />
          </QueryProvider>
        ),
      },
    ],
    '/users/maximilian_long',
  );
}

describe('/users/:username', () => {
  it('shows a visitor the name, rating and membership, and no roles', async () => {
    showProfile(visitorView);
    expect(
      await screen.findByRole('heading', { name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getByText('March 2024')).toBeInTheDocument();
    expect(screen.queryByText('Roles')).toBeNull();
    expect(document.body.textContent).not.toMatch(/admin/i);
  });

  it('lists the roles when the server sends them (the member, an admin)', async () => {
    showProfile({ ...visitorView, id: 'u9', roles: ['admin', 'board'] });
    expect(await screen.findByText('Roles')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Board')).toBeInTheDocument();
  });
});
