import { liveRetryDelayMs, useLiveAvailability } from '@client/features/events/api/social-events-api';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 18, low 7: the server caps live streams and ends each after a while; a refused stream
// (EventSource gives up on a non-200 answer) must be retried by the page.
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(data: object) {
    this.readyState = FakeEventSource.OPEN;
    this.listeners.get('availability')?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const numbers = {
  confirmedCount: 1,
  waitlistCount: 0,
  availability: { spotsLeft: 3, label: '3 spots left' },
};

describe('useLiveAvailability', () => {
  it('tries again after a refused stream, waiting longer each time, and goes live', () => {
    const { result, unmount } = renderHook(() => useLiveAvailability('summer-mixer'));
    expect(FakeEventSource.made).toHaveLength(1);
    act(() => FakeEventSource.made[0]!.refuse());
    expect(result.current.state).toBe('reconnecting');
    act(() => vi.advanceTimersByTime(liveRetryDelayMs(0) - 1));
    expect(FakeEventSource.made).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.made).toHaveLength(2);
    act(() => FakeEventSource.made[1]!.refuse());
    act(() => vi.advanceTimersByTime(liveRetryDelayMs(1)));
    expect(FakeEventSource.made).toHaveLength(3);
    act(() => FakeEventSource.made[2]!.emit(numbers));
    expect(result.current).toMatchObject({ state: 'live', data: numbers });
    // A dropped stream (the server ended it) is EventSource's own to reopen: no second source.
    act(() => FakeEventSource.made[2]!.drop());
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(FakeEventSource.made).toHaveLength(3);
    unmount();
    expect(FakeEventSource.made[2]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('waits at most 5 minutes between tries', () => {
    expect(liveRetryDelayMs(0)).toBe(5_000);
    expect(liveRetryDelayMs(20)).toBe(5 * 60_000);
  });
});
