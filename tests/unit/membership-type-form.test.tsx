import { TypeDialog } from '@client/features/membership/pages/admin-membership-types-page';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../support/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

describe('membership type form: the price typed in the form, cents sent', { timeout: 60_000 }, () => {
  it('same labels, the schema turns down a bad price, sends cents and shows a server price error', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { error: 'Too dear.', code: 'VALIDATION', fields: { priceCents: 'The server wants a lower price.' } },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TypeDialog year={2027} editing="new" onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog'));
    for (const label of [
      'Name',
      'Description (optional)',
      'Price ($)',
      'People covered',
      'Lowest age',
      'Highest age',
      'Order on the form',
      'Offered on the membership form',
    ]) {
      expect(dialog.getByLabelText(label)).toBeInTheDocument();
    }
    const user = userEvent.setup();
    await user.type(dialog.getByLabelText('Name'), 'Weekend Pass');
    await user.type(dialog.getByLabelText('Price ($)'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Add type' }));
    expect(await dialog.findByText('Enter the price.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(dialog.getByLabelText('Price ($)'));
    await user.type(dialog.getByLabelText('Price ($)'), '42.50');
    await user.click(dialog.getByRole('button', { name: 'Add type' }));
    expect(await dialog.findByText('The server wants a lower price.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Price ($)')).toHaveValue('42.50');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      year: 2027,
      name: 'Weekend Pass',
      description: '',
      priceCents: 4250,
      maxPeople: 1,
      minAge: null,
      maxAge: null,
      isOffered: true,
      sortOrder: 0,
    });
  });
});
