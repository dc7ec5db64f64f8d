import { gatedPage } from '@client/components/page-access-gate';
import { cn } from '@client/lib/cn';
import { useSearchParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { type KeyboardEvent, useId, useRef } from 'react';
import { ClubIdentityForm } from '../components/club-identity-form';
import { NewsAdminList } from '../components/news-admin-list';
import { PagesAdminList } from '../components/pages-admin-list';

const tabs = [
  { id: 'pages', label: 'Pages' },
  { id: 'news', label: 'News' },
  { id: 'club', label: 'Club details' },
] as const;
type TabId = (typeof tabs)[number]['id'];

/** /admin/content: the club pages, news posts and club details, one tab each (?tab=). */
export const AdminContentPage = gatedPage(paths.adminContent, ContentTabs);

function ContentTabs() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabId = tabs.some((t) => t.id === requested) ? (requested as TabId) : 'pages';
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // Each tab starts with its own clean search and sort.
  const select = (tab: TabId) => setParams(tab === 'pages' ? {} : { tab }, { replace: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div role="tablist" aria-label="Site content" className="flex gap-1 border-b" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => {
          const isActive = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[i] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => select(tab.id)}
              className={cn(
                '-mb-px rounded-t-md border-b-2 px-4 py-2 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                isActive
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${active}`}
        aria-labelledby={`${id}-tab-${active}`}
        className="pt-6"
      >
        {active === 'pages' ? (
          <PagesAdminList />
        ) : active === 'news' ? (
          <NewsAdminList />
        ) : (
          <ClubIdentityForm />
        )}
      </div>
    </div>
  );
}
