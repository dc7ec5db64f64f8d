import { UnsavedChangesGuard } from '@client/features/content/components/unsaved-changes-guard';
import { Link } from '@client/lib/router/link';
import { useNavigate } from '@client/lib/router/router';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from './support/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function Editor({ isDirty }: { isDirty: boolean }) {
  const navigate = useNavigate();
  return (
    <div>
      <p>editor</p>
      <UnsavedChangesGuard when={isDirty} />
      <Link to="/elsewhere">leave by link</Link>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        leave by code
      </button>
      <Link to="/editor?tab=preview">same page</Link>
    </div>
  );
}

function routesWith(isDirty: boolean) {
  return [
    { path: '/', element: <Link to="/editor">open editor</Link> },
    { path: '/editor', element: <Editor isDirty={isDirty} /> },
    { path: '/elsewhere', element: <p>elsewhere</p> },
  ];
}

beforeEach(() => {
  stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unsaved-changes guard on the declarative router (decision 015)', () => {
  it('holds a link to another page until the user confirms', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routesWith(true), '/editor');
    await user.click(await screen.findByRole('link', { name: 'leave by link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/editor');
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('Cancel keeps the editor and its URL; a navigation in code is held too', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routesWith(true), '/editor');
    await user.click(await screen.findByRole('button', { name: 'leave by code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('editor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');
  });

  it('holds Back: the editor stays until the user confirms, then Back happens', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routesWith(true), '/');
    await user.click(await screen.findByRole('link', { name: 'open editor' }));
    expect(await screen.findByText('editor')).toBeInTheDocument();
    act(() => router.history.go(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByText('editor')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('link', { name: 'open editor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets navigation through without unsaved changes, and within the same page', async () => {
    const user = userEvent.setup();
    const dirty = renderRoutes(routesWith(true), '/editor');
    await user.click(await screen.findByRole('link', { name: 'same page' }));
    await waitFor(() => expect(dirty.router.state.location.search).toBe('?tab=preview'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dirty.unmount();

    const clean = renderRoutes(routesWith(false), '/editor');
    await user.click(await screen.findByRole('link', { name: 'leave by link' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(clean.router.state.location.pathname).toBe('/elsewhere');
  });
});
