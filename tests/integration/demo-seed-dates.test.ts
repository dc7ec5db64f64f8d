import { demoNewsFor } from '@server/db/seed-data/content';
import { demoSocialsFor, demoTournamentsFor, seasonOf } from '@server/db/seed-data/events';
import { demoTournamentSeriesFor } from '@server/db/seed-data/tournament-series';
import { describe, expect, it } from 'vitest';

// The demo seed is relative to the day it runs: its names and texts must match the weekday
// and the season of each computed date, whatever that day is.

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
const seasonWords = {
  winter: /\b(winter|snow)\b/i,
  spring: /\bspring\b/i,
  summer: /\b(summer|midsummer|BBQ)\b/i,
  fall: /\b(fall|harvest)\b/i,
} as const;

/** Every day of a year, and the day of the walkthrough. */
const days = Array.from({ length: 366 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
);

function expectMatchesDate(text: string, date: string, what: string) {
  const season = seasonOf(date);
  for (const [other, pattern] of Object.entries(seasonWords)) {
    // "shake off the winter rust" is about the season just gone: allowed in spring.
    const mention = text.replace(/winter rust/i, '');
    if (other !== season) expect(mention, `${what} on ${date} (${season})`).not.toMatch(pattern);
  }
  for (const day of weekdays) {
    if (new RegExp(`\\b${day}\\b`).test(text) && !/Saturday and Sunday|finals on Sunday/.test(text)) {
      expect(weekdayOf(date), `${what} names ${day}`).toBe(day);
    }
  }
}

describe('demo content is consistent with its dates', () => {
  it('names socials after the weekday and the season of their date, on any day of the year', () => {
    for (const today of days) {
      for (const s of demoSocialsFor(today)) {
        expectMatchesDate(s.title, s.date, s.title);
        expectMatchesDate(s.description, s.date, `${s.title} (description)`);
        expect(s.title).not.toMatch(/cinco de mayo/i);
      }
    }
  });

  it('holds the doubles classic on a Saturday and Sunday (finals on Sunday) and names both after their season', () => {
    for (const today of days) {
      const { classic, shootout } = demoTournamentsFor(today);
      expect(weekdayOf(classic.startDate)).toBe('Saturday');
      expect(weekdayOf(classic.endDate)).toBe('Sunday');
      expect(classic.description).toContain('finals on Sunday');
      expectMatchesDate(classic.title, classic.startDate, classic.title);
      expectMatchesDate(shootout.title, shootout.startDate, shootout.title);
      expectMatchesDate(shootout.description, shootout.startDate, shootout.title);
      expect(shootout.startDate < today && classic.startDate > today).toBe(true);
      // The weekly Saturday Shootout series (decision 041): its next session a Saturday ahead.
      const series = demoTournamentSeriesFor(today);
      expect(weekdayOf(series.firstDate)).toBe('Saturday');
      expect(series.firstDate > today).toBe(true);
      expect(series.description).toContain('every Saturday');
    }
  });

  it('reads right on 2026-11-23: no summer event in late November or December', () => {
    const socials = demoSocialsFor('2026-11-23');
    const upcoming = socials.filter((s) => s.date >= '2026-11-23');
    expect(upcoming.map((s) => `${s.title} ${s.description}`).join(' ')).not.toMatch(/summer/i);
    expect(socials.find((s) => s.title === 'Thursday Night Mixer')?.date).toBe('2026-11-26');
    expect(socials.find((s) => s.title === 'Saturday Morning Round Robin')?.date).toBe('2026-11-28');
    expect(demoTournamentsFor('2026-11-23').classic).toMatchObject({
      title: 'Winter Doubles Classic',
      startDate: '2027-01-02',
      endDate: '2027-01-03',
    });
  });

  it("writes the demo news to fit the season of each post's date, on any day of the year", () => {
    for (const today of days) {
      const now = new Date(`${today}T18:00:00Z`);
      for (const post of demoNewsFor(now)) {
        const date = new Date(now.getTime() - post.daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
        const season = seasonOf(date);
        const text = `${post.title}\n${post.summary}\n${post.body}`.replace(/winter rust/i, '');
        for (const [other, pattern] of Object.entries(seasonWords)) {
          if (other !== season) expect(text, `${post.slug} on ${date} (${season})`).not.toMatch(pattern);
        }
        // Clay courts reopen after their winter rest, in spring; never in fall or winter.
        if (/\breopen(s|ed)?\b/i.test(post.title)) expect(season, `${post.slug} on ${date}`).toBe('spring');
        // The winter round robins are indoors (demo socials): no outdoor results in winter.
        if (season === 'winter') expect(text, `${post.slug} on ${date}`).not.toMatch(/rain delay/);
      }
    }
  });

  it('reads right on 2026-11-23: the clay courts do not "reopen" in November', () => {
    const news = demoNewsFor(new Date('2026-11-23T18:00:00Z'));
    expect(news.map((p) => p.title)).not.toContain('Cottonwood clay courts reopen after resurfacing');
    expect(news.some((p) => /Cottonwood/.test(p.title))).toBe(true);
    expect(demoNewsFor(new Date('2027-04-20T18:00:00Z')).map((p) => p.title)).toContain(
      'Cottonwood clay courts reopen after resurfacing',
    );
  });
});
