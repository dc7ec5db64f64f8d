import { startRepeatingJob } from '@server/lib/repeating-job';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const options = { name: 'test job', firstAfterMs: 1_000, everyMs: 60_000 };

describe('startRepeatingJob (the hourly jobs’ one timer loop)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs first after firstAfterMs, then every everyMs', async () => {
    const work = vi.fn(async () => {});
    const stop = startRepeatingJob({ error: vi.fn() }, options, work);
    await vi.advanceTimersByTimeAsync(999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(work).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('does not start a run while the previous one is still going', async () => {
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startRepeatingJob({ error: vi.fn() }, { ...options, everyMs: 1_000 }, work);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(work).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    finish();
    await stop();
  });

  it('logs a failed run by the job’s name and keeps going', async () => {
    const error = vi.fn();
    const work = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    const stop = startRepeatingJob({ error }, options, work);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test job failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(work).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('stop waits for the run in progress and no run starts after it', async () => {
    let finish: () => void = () => {};
    let isDone = false;
    const work = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            isDone = true;
            resolve();
          };
        }),
    );
    const stop = startRepeatingJob({ error: vi.fn() }, options, work);
    await vi.advanceTimersByTimeAsync(1_000);
    const stopped = stop();
    finish();
    await stopped;
    expect(isDone).toBe(true);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
