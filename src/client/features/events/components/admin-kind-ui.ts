import { type AccessRule, type PagePattern, pageAccess } from '@shared/access';
import type { CancelEventInput } from '@shared/schemas/events';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';

/** How one registrable kind reads in the organisers' pages: its words and its addresses. */
export interface AdminKindUi {
  rule: AccessRule;
  listPath: string;
  newPath: string;
  editPath: (id: string) => string;
  publicPath: (slug: string) => string;
  /** "All social events" / "All tournaments". */
  backLabel: string;
  /** The title column's header ("Event", "Tournament"), also the phone card's label. */
  titleLabel: string;
  /** Table caption, e.g. "Social events". */
  caption: string;
  /** The public list's name, e.g. "Social Events". */
  pageName: string;
  /** Plural for the pager, e.g. "events". */
  plural: string;
  searchLabel: string;
  newLabel: string;
  /** "Could not load the event" / "…the tournament". */
  loadError: string;
  newTitle: string;
  editTitle: string;
  cancelLabel: string;
  published: { title: string };
  cancelled: (notified: number) => { title: string; description: string };
  deleted: { title: string; confirmLabel: string; description: string };
  /** The other kind's list, linked from this one. */
  other: { to: string; label: string; Icon: LucideIcon };
}

/** What a kind gives to be shown in the organisers' pages; every label is made from it. */
export interface AdminKindWords {
  /** "event" / "tournament": "New event", "Search events", "Cancel event", "Event published"… */
  noun: string;
  /** The editor's title after "New"/"Edit": "Social Event". */
  title: string;
  /** The table caption ("Social events"), also "All social events" on the way back. */
  caption: string;
  /** The public list's name, e.g. "Social Events". */
  pageName: string;
  paths: { list: PagePattern; new: string; edit: (id: string) => string; public: (slug: string) => string };
  /** Why a draft can be deleted: "Nobody has signed up" / "Nobody has entered". */
  nobodyYet: string;
  /** Who was told of a cancellation: "3 players were e-mailed." */
  cancelledNote: (notified: number) => string;
  other: AdminKindUi['other'];
}

export function adminKindUi(w: AdminKindWords): AdminKindUi {
  const nouns = `${w.noun}s`;
  const Noun = w.noun.charAt(0).toUpperCase() + w.noun.slice(1);
  return {
    rule: pageAccess[w.paths.list],
    listPath: w.paths.list,
    newPath: w.paths.new,
    editPath: w.paths.edit,
    publicPath: w.paths.public,
    backLabel: `All ${w.caption.toLowerCase()}`,
    titleLabel: Noun,
    caption: w.caption,
    pageName: w.pageName,
    plural: nouns,
    searchLabel: `Search ${nouns}`,
    newLabel: `New ${w.noun}`,
    loadError: `Could not load the ${w.noun}`,
    newTitle: `New ${w.title}`,
    editTitle: `Edit ${w.title}`,
    cancelLabel: `Cancel ${w.noun}`,
    published: { title: `${Noun} published` },
    cancelled: (n) => ({ title: `${Noun} cancelled`, description: w.cancelledNote(n) }),
    deleted: {
      title: `${Noun} deleted`,
      confirmLabel: `Delete ${w.noun}`,
      description: `${w.nobodyYet}, so the ${w.noun} can be removed completely. This cannot be undone.`,
    },
    other: w.other,
  };
}

/**
 * What the organisers' views call of a kind's API (adminKindApi): any kind fits, since each
 * view only names the event type it reads (`One`) and the form data it sends (`Input`).
 */
export interface KindActions<One, Input> {
  useOne(id: string): UseQueryResult<One>;
  useCreate(): UseMutationResult<One, Error, Input>;
  useUpdate(): UseMutationResult<One, Error, { id: string; input: Input }>;
  usePublish(): UseMutationResult<One, Error, string>;
  useCancel(): UseMutationResult<{ notified: number }, Error, { id: string; input: CancelEventInput }>;
  useDelete(): UseMutationResult<void, Error, string>;
}
