import MarkdownItFactory, { type MarkdownIt } from 'markdown-it';
import { hyphenWords } from './slug';

/**
 * The one Markdown renderer for every piece of rich text (pages, news, event
 * descriptions). Editors are trusted volunteers, but an account can be stolen:
 * the output must never run script. So: raw HTML is escaped (html: false), only
 * http(s), mailto, tel and same-site links survive, images only from this site
 * or https, and links to other sites open with rel="noopener noreferrer".
 */

const safeLinkProtocols = /^(https?:|mailto:|tel:)/i;

/** The URL without whitespace and control characters, which browsers skip inside a scheme ("java\tscript:"). */
function compacted(url: string): string {
  let out = '';
  for (const ch of url) {
    const code = ch.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) out += ch;
  }
  return out;
}
const anyProtocol = /^[a-z][a-z0-9+.-]*:/i;

/** True for links an editor may use: same-site paths, anchors and http(s)/mailto/tel URLs. */
export function isSafeLink(url: string): boolean {
  const compact = compacted(url);
  if (/^[\\/]{2}/.test(compact)) return false; // protocol-relative ("//", "/\\"): another site in disguise
  if (!anyProtocol.test(compact)) return true; // relative: /path, #anchor, ?query, page.html
  return safeLinkProtocols.test(compact);
}

/** Images: this site's own files (uploads) or https; never data:, javascript: or plain http. */
export function isSafeImageSource(url: string): boolean {
  const compact = compacted(url);
  if (/^[\\/]{2}/.test(compact)) return false;
  if (!anyProtocol.test(compact)) return true;
  return /^https:/i.test(compact);
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

const explicitIdPattern = /\s*\{#([a-z][a-z0-9-]{0,59})\}\s*$/;
/** Ids the site's own layout uses: a heading never takes them (the skip link targets #main). */
const reservedIds = new Set(['main', 'root', 'app', 'content', 'top']);

/** "What we do (2026)" → "what-we-do-2026": heading anchors, so /about#volunteering works. */
export function headingSlug(text: string): string {
  return hyphenWords(text)
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

function createRenderer(): MarkdownIt {
  const md = MarkdownItFactory({ html: false, linkify: true, typographer: true, breaks: false });
  md.validateLink = isSafeLink;

  const renderLinkOpen =
    md.renderer.rules.link_open ??
    ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const href = String(token.attrGet('href') ?? '');
    if (isExternal(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return renderLinkOpen(tokens, idx, options, env, self);
  };

  const renderImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const src = String(token.attrGet('src') ?? '');
    // An unsafe image source shows its alt text instead of a broken or hostile <img>.
    if (!isSafeImageSource(src)) return md.utils.escapeHtml(token.content);
    token.attrSet('loading', 'lazy');
    return renderImage(tokens, idx, options, env, self);
  };

  md.core.ruler.push('heading_ids', (state) => {
    const used = new Set<string>();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i]!;
      const inline = tokens[i + 1];
      if (open.type !== 'heading_open' || inline?.type !== 'inline') continue;
      // "## Our story {#history}" names the anchor; otherwise it is made from the heading text.
      const children = inline.children ?? [];
      const last = children[children.length - 1];
      const explicit = last?.type === 'text' ? explicitIdPattern.exec(last.content) : null;
      if (explicit && last) {
        last.content = last.content.slice(0, explicit.index);
        inline.content = inline.content.replace(explicitIdPattern, '');
      }
      const text = children
        .map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : ''))
        .join('');
      let id = explicit?.[1] ?? headingSlug(text);
      if (!id) continue;
      if (reservedIds.has(id)) id = `section-${id}`;
      let unique = id;
      for (let n = 2; used.has(unique); n++) unique = `${id}-${n}`;
      used.add(unique);
      open.attrSet('id', unique);
    }
  });

  // Wide tables scroll on a phone instead of breaking the layout.
  md.renderer.rules.table_open = () => '<div class="md-table"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  return md;
}

let renderer: MarkdownIt | undefined;

/** Markdown → HTML that is safe to insert into the page. */
export function renderMarkdown(source: string): string {
  renderer ??= createRenderer();
  return renderer.render(source);
}
