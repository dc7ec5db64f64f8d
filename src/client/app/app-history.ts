import { shouldHoldNavigation } from '@client/lib/navigation-blocker';
import { createBrowserHistory, type History, type To } from '@client/lib/router/history';

export type AppHistory = History;

function pathnameOf(history: AppHistory, to: To): string {
  return typeof to === 'string' ? history.createURL(to).pathname : (to.pathname ?? history.location.pathname);
}

/**
 * The browser history the shell's router runs on, with the navigation blocker
 * (lib/navigation-blocker.ts) in front of it: push and replace wait when a page holds them;
 * a back/forward move is undone at once and redone if the user confirms.
 */
export function withNavigationBlocker(history: AppHistory): AppHistory {
  let ignoredPops = 0;
  let isResuming = false;
  let isPassingPop = false;
  const hold = (nextPathname: string, resume: () => void) =>
    !isResuming && shouldHoldNavigation({ currentPathname: history.location.pathname, nextPathname }, resume);
  const resumeWith = (move: () => void) => () => {
    isResuming = true;
    try {
      move();
    } finally {
      isResuming = false;
    }
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      const move = () => history.push(to, state);
      if (!hold(pathnameOf(history, to), resumeWith(move))) move();
    },
    replace(to, state) {
      const move = () => history.replace(to, state);
      if (!hold(pathnameOf(history, to), resumeWith(move))) move();
    },
    listen(listener) {
      let shownPathname = history.location.pathname;
      return history.listen((update) => {
        if (update.action === 'POP' && ignoredPops > 0) {
          ignoredPops -= 1;
          return;
        }
        if (update.action === 'POP' && update.delta && !isPassingPop) {
          const delta = update.delta;
          const isHeld = shouldHoldNavigation(
            { currentPathname: shownPathname, nextPathname: update.location.pathname },
            () => {
              // The page let it through: redo the move, and pass its pop event on.
              isPassingPop = true;
              history.go(delta);
            },
          );
          if (isHeld) {
            // Back to where the user was while they decide; that pop is not a navigation.
            ignoredPops += 1;
            history.go(-delta);
            return;
          }
        }
        isPassingPop = false;
        shownPathname = update.location.pathname;
        listener(update);
      });
    },
  };
}

export function createAppHistory(): AppHistory {
  return withNavigationBlocker(createBrowserHistory());
}
