import { NewsPublishPanel } from '@client/features/content/components/news-publish-panel';
import type { AdminNewsPost } from '@shared/schemas/content';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../support/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

const post = {
  id: '00000000-0000-4000-8000-000000000020',
  slug: 'spring-league',
  title: 'Spring league',
  status: 'draft',
  publishedAt: null,
} as unknown as AdminNewsPost;

describe('news publish panel: the scheduled time on the shared schema', { timeout: 60_000 }, () => {
  it('checks the time before asking, sends it as an instant and shows a server field error under it', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { error: 'Bad date.', code: 'VALIDATION', fields: { publishedAt: 'Enter a valid publish date.' } },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NewsPublishPanel post={post} hasUnsavedChanges={false} onChanged={() => {}} />);
    const user = userEvent.setup();
    const when = screen.getByLabelText('Publish later at');
    fireEvent.change(when, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose the date and time to publish.')).toBeInTheDocument();
    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a time in the future, or use “Publish now”.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.change(when, { target: { value: '2099-06-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Enter a valid publish date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Publish later at')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      publishedAt: new Date('2099-06-01T09:00').toISOString(),
    });
  });
});
