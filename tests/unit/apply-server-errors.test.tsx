import { ContactRelayForm } from '@client/components/contact-relay-form';
import { useSendContactMessage } from '@client/features/contacts/api/contacts-api';
import { ApiError, TIMEOUT_MESSAGE } from '@client/lib/api-client';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

interface Values {
  name: string;
  divisions: Array<{ name: string; capacity: number }>;
}

function setUp() {
  return renderHook(() =>
    useForm<Values>({ defaultValues: { name: 'Ann', divisions: [{ name: 'Open', capacity: 8 }] } }),
  ).result;
}

/** Submits through submitWith with a call that fails with `error`; resolves what it answered. */
async function failWith(form: ReturnType<typeof setUp>, error: unknown, options = {}) {
  let isDone = true;
  await act(async () => {
    isDone = await submitWith(form.current, () => Promise.reject(error), options);
  });
  return isDone;
}

describe("submitWith and the server's field messages", () => {
  it("puts the server's field messages under the form's fields by path", async () => {
    const form = setUp();
    const error = new ApiError(400, 'name: Too short.', {
      error: 'name: Too short.',
      code: 'VALIDATION',
      fields: { name: 'Too short.', 'divisions.0.capacity': 'At least 2.' },
    });
    expect(await failWith(form, error)).toBe(false);
    expect(form.current.getFieldState('name').error?.message).toBe('Too short.');
    expect(form.current.getFieldState('divisions.0.capacity').error?.message).toBe('At least 2.');
    expect(formErrorOf(form.current)).toBeUndefined();
    // What the user typed stays.
    expect(form.current.getValues('name')).toBe('Ann');
  });

  it('puts a message below a field the form edits as one value under that field', async () => {
    const form = setUp();
    const error = new ApiError(400, 'x', {
      error: 'x',
      code: 'VALIDATION',
      fields: { 'divisions.0.name.first': 'Use letters.' },
    });
    await failWith(form, error);
    expect(form.current.getFieldState('divisions.0.name').error?.message).toBe('Use letters.');
  });

  it('makes paths the form does not have, and errors without fields, the form error', async () => {
    const form = setUp();
    const unknownPath = new ApiError(400, 'Refused.', {
      error: 'Refused.',
      code: 'VALIDATION',
      fields: { other: 'No.' },
    });
    await failWith(form, unknownPath);
    expect(formErrorOf(form.current)).toBe('Refused.');
    await failWith(form, new ApiError(409, 'Taken', { error: 'Taken', code: 'CONFLICT' }));
    expect(formErrorOf(form.current)).toBe('Taken');
    expect(form.current.getFieldState('name').error).toBeUndefined();
  });

  it("says the form's own fallback when the failure has no words for a person", async () => {
    const form = setUp();
    await failWith(form, 'a broken stream', { fallback: 'Saving failed. Please try again.' });
    expect(formErrorOf(form.current)).toBe('Saving failed. Please try again.');
  });
});

function BoardMemberRelay() {
  const send = useSendContactMessage('00000000-0000-4000-8000-000000000001');
  return <ContactRelayForm recipientName="Sam Lee" send={send} />;
}

function renderContactForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BoardMemberRelay />
    </QueryClientProvider>,
  );
}

// Typing into three fields takes a while on a loaded machine; nothing here is timed.
describe('a form on a failed or hung request', { timeout: 60_000 }, () => {
  it('shows a server field message under its field (not as a parsed text)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'Refused.', code: 'VALIDATION', fields: { email: 'This address cannot receive mail.' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderContactForm();
    await user.type(screen.getByLabelText('Your name'), 'Jamie Player');
    await user.type(screen.getByLabelText(/e-mail/i), 'jamie@example.org');
    await user.type(screen.getByLabelText(/message/i), 'Hello there, a question about the club.');
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Refused.')).not.toBeInTheDocument();
  });

  it('tells the user after 15 s and keeps what they typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderContactForm();
    await user.type(screen.getByLabelText('Your name'), 'Jamie Player');
    await user.type(screen.getByLabelText(/e-mail/i), 'jamie@example.org');
    await user.type(screen.getByLabelText(/message/i), 'Hello there, a question about the club.');
    await user.click(screen.getByRole('button', { name: /send/i }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_500);
    });
    expect(await screen.findByText(TIMEOUT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Jamie Player');
    expect(screen.getByLabelText(/message/i)).toHaveValue('Hello there, a question about the club.');
  });
});

describe('submitWith', () => {
  it("maps the server's fields by path (renamed where the form edits another value) and reports failure", async () => {
    const form = setUp();
    const failed = new ApiError(400, 'Too many.', {
      error: 'Too many.',
      code: 'VALIDATION',
      fields: { 'divisions.0.capacityCents': 'At most 64.' },
    });
    let isDone = true;
    await act(async () => {
      isDone = await submitWith(form.current, () => Promise.reject(failed), {
        renamed: { 'divisions.0.capacityCents': 'divisions.0.capacity' },
      });
    });
    expect(isDone).toBe(false);
    expect(form.current.getFieldState('divisions.0.capacity').error?.message).toBe('At most 64.');
    expect(formErrorOf(form.current)).toBeUndefined();
  });

  it('puts a failure of no field as the form error, and clears it on the next success', async () => {
    const form = setUp();
    await act(async () => {
      await submitWith(form.current, () => Promise.reject(new ApiError(409, 'Someone else saved first.')));
    });
    expect(formErrorOf(form.current)).toBe('Someone else saved first.');
    let isDone = false;
    await act(async () => {
      isDone = await submitWith(form.current, () => Promise.resolve('saved'));
    });
    expect(isDone).toBe(true);
    expect(formErrorOf(form.current)).toBeUndefined();
  });
});
