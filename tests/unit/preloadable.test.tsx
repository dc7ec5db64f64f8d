import { preloadable } from '@client/lib/preloadable';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable (a lazy component that shows at once when its chunk is there)', () => {
  it('renders without its fallback when the chunk was loaded before', async () => {
    let loads = 0;
    const { Component, preload } = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    await preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Sam" />
      </Suspense>,
    );
    // Synchronously, in the very first render: no "Loading..." frame.
    expect(screen.getByText('Hello Sam')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends like React.lazy while the chunk is on the way, and loads it once', async () => {
    let loads = 0;
    const { Component } = preloadable(
      () =>
        new Promise<typeof Greeting>((resolve) => {
          loads += 1;
          setTimeout(() => resolve(Greeting), 20);
        }),
    );
    // An awaited act: React's test queue then follows the suspended render's retry.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading...</p>}>
          <Component name="Ana" />
          <Component name="Bo" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('a failed load reaches the error boundary, and the next try loads again', async () => {
    let attempt = 0;
    const { preload } = preloadable(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return Greeting;
    });
    await expect(preload()).rejects.toThrow('chunk failed');
    await expect(preload()).resolves.toBe(Greeting);
    expect(attempt).toBe(2);
  });
});
