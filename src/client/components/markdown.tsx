import { cn } from '@client/lib/cn';
import { useNavigate } from '@client/lib/router/router';
import { renderMarkdown } from '@shared/markdown';
import { isSameSitePath } from '@shared/same-site-path';
import { type MouseEvent, useMemo } from 'react';

interface MarkdownProps {
  source: string;
  className?: string;
}

/** Extra typography on top of the site's .prose-club (ordered lists, tables, quotes, code, images). */
const extras = [
  '[&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-ball [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:mb-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-8 [&_hr]:border-t',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_h1]:mt-8 [&_h1]:mb-4 [&_h1]:font-bold [&_h1]:text-2xl',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_.md-table]:mb-4 [&_.md-table]:overflow-x-auto',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&>*:first-child]:mt-0',
].join(' ');

/**
 * Rich text of the club (pages, news, event descriptions), rendered by the one safe
 * renderer in @shared/markdown: raw HTML is escaped and unsafe links dropped there,
 * so inserting its output is safe. Links to this site navigate without a reload.
 */
export function Markdown({ source, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    // Same-site paths only; "#anchor" and other sites behave as plain links.
    if (!isSameSitePath(href) || href.startsWith('/api/')) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the click only upgrades real links, which keep their own keyboard behaviour
    <div
      className={cn('prose-club break-words', extras, className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: output of the safe renderer (no raw HTML, checked links)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
