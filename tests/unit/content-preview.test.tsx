import { MarkdownEditor } from '@client/features/content/components/markdown-editor';
import { resetClubIdentity } from '@client/lib/club';
import { MemoryRouter } from '@client/lib/router/router';
import { defaultClubIdentity } from '@shared/club-identity';
import { fillClubPlaceholders } from '@shared/club-placeholders';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const savedClub = {
  ...defaultClubIdentity,
  name: 'Riverside Tennis',
  email: 'hello@riverside.example',
  foundedYear: 1974,
};

beforeEach(() => {
  resetClubIdentity();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/club') return Response.json({ club: savedClub });
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetClubIdentity();
});

describe('content editor preview', () => {
  it('fills {{club.…}} placeholders from the club details, as the public page does', async () => {
    const body = 'Welcome to {{club.name}}. Write to {{ club.email }}. {{club.unknown}} stays.';
    render(
      <MemoryRouter>
        <MarkdownEditor label="Text" value={body} onChange={() => {}} />
      </MemoryRouter>,
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    // The same shared resolver the public page uses, with the club details the server sent.
    const expected = fillClubPlaceholders(body, savedClub);
    expect(expected).toContain('Welcome to Riverside Tennis. Write to hello@riverside.example.');
    await waitFor(() => expect(preview.textContent).toContain(expected));
    expect(preview.textContent).not.toContain('{{club.name}}');
    // The text box keeps what the editor typed.
    expect(screen.getByLabelText('Text')).toHaveValue(body);
  });
});
