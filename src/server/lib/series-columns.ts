import type { SeriesRule } from '@shared/series-rules';

/**
 * A series row's rule and time columns, as written when a series is made: the organisers'
 * workflow and the seed's factories write the same row, so the rule reads back the same.
 */
export function seriesRuleColumns(
  rule: SeriesRule,
  time: { startTime: string; durationMinutes: number },
  now: Date,
) {
  return {
    firstDate: rule.firstDate,
    weekdays: rule.weekdays,
    intervalWeeks: rule.intervalWeeks,
    untilDate: rule.end.kind === 'until' ? rule.end.date : null,
    sessionCount: rule.end.kind === 'count' ? rule.end.count : null,
    startTime: time.startTime,
    durationMinutes: time.durationMinutes,
    createdAt: now,
    updatedAt: now,
  };
}
