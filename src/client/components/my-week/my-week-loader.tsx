import { lazy } from 'react';

/*
 * A second, signed-in-only step before the week's code: the list of chunks the week needs (the
 * bundler's preload list) lives in this chunk, not in the home page's, so a visitor's home page
 * carries only the one name of this file (the home page's JS budget, issue 21 §1).
 */
const MyWeekSection = lazy(() => import('./my-week-section').then((m) => ({ default: m.MyWeekSection })));

export default function MyWeekLoader() {
  return <MyWeekSection />;
}
