import {
  notePaintedRouteTitle,
  seedPageTitle,
  startPaintedTitle,
  takePaintedTitle,
  usePageTitle,
  usePageTitleOverride,
} from '@client/lib/page-title';
import { render, screen } from '@testing-library/react';
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

function Heading({ pathname }: { pathname: string }) {
  return <h1>{usePageTitleOverride(pathname) ?? 'Social Event'}</h1>;
}

describe('the heading of a page painted with its own name', () => {
  afterEach(() => seedPageTitle(null, ''));

  it('shows the seeded name on its own path only', () => {
    seedPageTitle('Spring Social', '/social_events/spring-social');
    expect(renderToString(<Heading pathname="/social_events/spring-social" />)).toBe(
      '<h1>Spring Social</h1>',
    );
    expect(renderToString(<Heading pathname="/social_events/other" />)).toBe('<h1>Social Event</h1>');
  });

  it("gives way to the page's own title once the page sets one", () => {
    seedPageTitle('Old name', '/e');
    const { unmount } = render(
      <>
        <Heading pathname="/e" />
        <EventPage title="New name" />
      </>,
    );
    expect(screen.getByRole('heading').textContent).toBe('New name');
    unmount();
    // The seed was dropped: after the page left, the route's title again.
    expect(renderToString(<Heading pathname="/e" />)).toBe('<h1>Social Event</h1>');
  });
});

describe('the title of a page painted on the server', () => {
  it("is the page's own title when it sets one while rendering", () => {
    startPaintedTitle();
    notePaintedRouteTitle('NJTC', 'Social Events');
    renderToString(<EventPage title="Spring Social" />);
    expect(takePaintedTitle()).toEqual({
      shortName: 'NJTC',
      title: 'Spring Social',
      pageTitle: 'Spring Social',
    });
  });

  it("is the route's title (handle or menu entry) when the page sets none", () => {
    startPaintedTitle();
    notePaintedRouteTitle('NJTC', 'About');
    renderToString(<EventPage />);
    expect(takePaintedTitle()).toEqual({ shortName: 'NJTC', title: 'About', pageTitle: undefined });
  });

  it('is noted only during a paint: nothing without startPaintedTitle, nothing after taking it', () => {
    notePaintedRouteTitle('NJTC', 'About');
    renderToString(<EventPage title="Spring Social" />);
    expect(takePaintedTitle()).toBeNull();
    startPaintedTitle();
    notePaintedRouteTitle('NJTC', undefined);
    expect(takePaintedTitle()).toEqual({ shortName: 'NJTC', title: undefined, pageTitle: undefined });
    expect(takePaintedTitle()).toBeNull();
  });
});
