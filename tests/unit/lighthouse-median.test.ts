import { describe, expect, it } from 'vitest';
import { type LighthouseScores, medianRun } from '../../scripts/lib/bench-pages';

// Issue 24: `npm run bench` reports the median of 3 Lighthouse runs per page; a run that gave no
// score is retried (runLighthouseMedian) and never silently left out of the median.

const run = (performance: number | null, error?: string): LighthouseScores => ({
  path: '/social_events',
  performance,
  accessibility: 100,
  seo: 100,
  bestPractices: 100,
  metrics: { TBT: `${performance} ms` },
  failedAccessibilityAudits: [],
  failedOtherAudits: [],
  ...(error ? { error } : {}),
});

describe('the median of Lighthouse runs', () => {
  it('keeps the run of median performance and lists every run', () => {
    const median = medianRun([run(100), run(91), run(93)], 3);
    expect(median.performance).toBe(93);
    expect(median.metrics.TBT).toBe('93 ms');
    expect(median.performanceRuns).toEqual([100, 91, 93]);
  });

  it('takes a retried run in place of one without a score, and still lists the failed one', () => {
    const median = medianRun([run(100), run(null, 'NO_LCP'), run(91), run(93)], 3);
    expect(median.performance).toBe(93);
    expect(median.performanceRuns).toEqual([100, null, 91, 93]);
  });

  it('gives no score, and says why, when fewer runs than asked gave one', () => {
    const median = medianRun(
      [run(100), run(null, 'NO_LCP'), run(91), run(null, 'NO_LCP'), run(null, 'NO_FCP')],
      3,
    );
    expect(median.performance).toBeNull();
    expect(median.error).toBe('2 of 5 runs gave a performance score (NO_LCP; NO_FCP)');
    expect(medianRun([], 3).performance).toBeNull();
  });
});
