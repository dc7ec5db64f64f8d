import { QueryGate, QueryState, type QueryStateQuery } from '@client/components/query-state';
import { ApiError } from '@client/lib/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The one async-state piece every page shows its loading, load error, empty list and data with.
function query<T>(state: Partial<QueryStateQuery<T>>): QueryStateQuery<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state };
}

function show<T>(
  q: QueryStateQuery<T>,
  extra: { isEmpty?: (data: T) => boolean; canRetry?: (e: Error) => boolean } = {},
) {
  return render(
    <QueryState
      query={q}
      errorTitle={(error) =>
        error instanceof ApiError && error.status === 404 ? 'Not found' : 'Could not load the courts'
      }
      empty={<p>No courts yet.</p>}
      {...extra}
    >
      {(data) => <p>Data: {String(data)}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the loading status while the query is pending', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows the page's title, the server's message and a working Try again", async () => {
    const q = query<string>({ isError: true, error: new ApiError(500, 'The database is asleep.') });
    show(q);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the courts');
    expect(alert).toHaveTextContent('The database is asleep.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('offers no Try again when retrying cannot help', () => {
    show(query<string>({ isError: true, error: new ApiError(404, 'No such court.') }), {
      canRetry: (e) => !(e instanceof ApiError && e.status === 404),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("says a 404 in notFound's words with no Try again; other errors keep the page's", () => {
    const court = (error: Error) => (
      <QueryState
        query={query<string>({ isError: true, error })}
        errorTitle="Could not load the court"
        notFound={{ title: 'Court not found', message: 'It may have moved.' }}
      >
        {() => null}
      </QueryState>
    );
    const { rerender } = render(court(new ApiError(404, 'No such court.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Court not found');
    expect(screen.getByRole('alert')).toHaveTextContent('It may have moved.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    rerender(court(new ApiError(500, 'The database is asleep.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the court');
    expect(screen.getByRole('alert')).toHaveTextContent('The database is asleep.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the empty text when the data is empty, the data otherwise', () => {
    const { rerender } = show(query<string[]>({ data: [] }), { isEmpty: (d) => d.length === 0 });
    expect(screen.getByText('No courts yet.')).toBeInTheDocument();
    rerender(
      <QueryState
        query={query({ data: ['Court 1'] })}
        errorTitle="x"
        isEmpty={(d) => d.length === 0}
        empty="none"
      >
        {(data) => <p>Data: {data.join()}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Data: Court 1')).toBeInTheDocument();
    expect(screen.queryByText('No courts yet.')).toBeNull();
  });
});

describe('QueryGate', () => {
  it('shows the load error with Try again, a 404 without, and nothing once loaded', () => {
    const gate = (q: QueryStateQuery<string>) => (
      <QueryGate query={q} errorTitle="Could not load this member" />
    );
    const view = render(gate(query({ isError: true, error: new ApiError(500, 'Down.') })));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this member');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    view.rerender(gate(query({ isError: true, error: new ApiError(404, 'No such member.') })));
    expect(screen.getByRole('alert')).toHaveTextContent('No such member.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    view.rerender(gate(query({ data: 'loaded' })));
    expect(view.container).toBeEmptyDOMElement();
  });
});
