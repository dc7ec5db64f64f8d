import { QueryProvider } from '@client/app/providers';
import { LatestNews } from '@client/features/home/components/latest-news';
import { defaultClubIdentity } from '@shared/club-identity';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from './support/render-app';

const club = { ...defaultClubIdentity, name: 'Riverside Tennis', email: 'hello@riverside.example' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home page latest news', () => {
  it('shows titles and excerpts with {{club.…}} placeholders filled, never raw', async () => {
    stubFetch((url) => {
      if (url === '/api/club') return Response.json({ club });
      if (url.startsWith('/api/news?'))
        return Response.json({
          items: [
            {
              slug: 'welcome',
              title: 'Welcome to {{club.name}}',
              summary: 'Questions? Write to {{ club.email }}. {{club.unknown}} stays.',
              publishedAt: '2026-11-01T12:00:00.000Z',
              authorName: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 3,
        });
      return Response.json({ error: 'No such API route.' }, { status: 404 });
    });
    renderAt(
      <QueryProvider>
        <LatestNews />
      </QueryProvider>,
    );
    await waitFor(() =>
      expect(
        screen.getByText('Questions? Write to hello@riverside.example. {{club.unknown}} stays.'),
      ).toBeVisible(),
    );
    expect(screen.getByRole('link', { name: 'Welcome to Riverside Tennis' })).toBeVisible();
    expect(document.body.textContent).not.toContain('{{club.name}}');
    expect(document.body.textContent).not.toContain('club.email');
  });
});
