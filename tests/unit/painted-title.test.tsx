import {
  notePaintedRouteTitle,
  startPaintedTitle,
  takePaintedTitle,
  usePageTitle,
} from '@client/lib/page-title';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

// Decision 020: the server's first paint runs no effects, so the title a page sets from its data
// (usePageTitle) is noted while it renders, for the painted HTML's <title>.

function EventPage({ title }: { title?: string }) {
  usePageTitle(title);
  return <p>event</p>;
}

afterEach(() => {
  takePaintedTitle();
});

describe('the title of a page painted on the server', () => {
  it("is the page's own title when it sets one while rendering", () => {
    startPaintedTitle();
    notePaintedRouteTitle('NJTC', 'Social Events');
    renderToString(<EventPage title="Spring Social" />);
    expect(takePaintedTitle()).toEqual({ shortName: 'NJTC', title: 'Spring Social' });
  });

  it("is the route's title (handle or menu entry) when the page sets none", () => {
    startPaintedTitle();
    notePaintedRouteTitle('NJTC', 'About');
    renderToString(<EventPage />);
    expect(takePaintedTitle()).toEqual({ shortName: 'NJTC', title: 'About' });
  });

  it('is noted only during a paint: nothing without startPaintedTitle, nothing after taking it', () => {
    notePaintedRouteTitle('NJTC', 'About');
    renderToString(<EventPage title="Spring Social" />);
    expect(takePaintedTitle()).toBeNull();
    startPaintedTitle();
    notePaintedRouteTitle('NJTC', undefined);
    expect(takePaintedTitle()).toEqual({ shortName: 'NJTC', title: undefined });
    expect(takePaintedTitle()).toBeNull();
  });
});
