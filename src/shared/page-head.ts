/*
 * What a page tells search engines and link previews in its <head> (issue 19): its own
 * description and canonical address, an Open Graph / Twitter card (title, description, picture)
 * and schema.org data (JSON-LD). The app's pages say it while they render (client
 * lib/page-head.ts); the server writes it into a painted page's HTML (link previews run no
 * script) and the app keeps it right after each navigation. One list of tags for both sides.
 */

/** The head of one page, as the layout and the page put it together. */
export interface PageHead {
  /** Plain text, about 160 characters at most (summaryOf). */
  description: string;
  /** The page's own address: a path with the query that selects its content, if any. */
  canonicalPath: string;
  /** 'article' for a news post, 'website' for everything else (Open Graph). */
  type: 'website' | 'article';
  /** The card's picture (an event's photo): a path or an address; null shows the club's logo. */
  imageUrl: string | null;
  /** schema.org objects (SportsEvent, SportsOrganization), each written as one JSON-LD script. */
  structuredData: readonly object[];
}

/** One element of the head: a <meta>, a <link> or a JSON-LD <script>. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  /** The script's JSON. */
  text?: string;
}

/** Marks the elements a page's head puts in, so the app can replace them on the next page. */
export const pageHeadAttribute = 'data-page-head';

/** The picture of a card without a photo of its own (rendered from logo.svg: scripts/make-icons.ts). */
export const clubCardImagePath = '/logo-card.png';

/** An address under `origin` ('https://club.example.org'); an absolute URL stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin.replace(/\/+$/, '')}${pathOrUrl}`;
}

/**
 * The tags of a page's head: description, canonical link, Open Graph and Twitter card, and one
 * JSON-LD script per schema.org object. `title` is the document title ("NJTC Summer Mixer").
 */
export function headTags(
  head: PageHead,
  options: { origin: string; title: string; siteName: string },
): HeadTag[] {
  const url = absoluteUrl(options.origin, head.canonicalPath);
  const image = absoluteUrl(options.origin, head.imageUrl ?? clubCardImagePath);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  return [
    meta('name', 'description', head.description),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', options.siteName),
    meta('property', 'og:title', options.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    // A photo fills the card; the logo is shown small beside the text.
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', options.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...head.structuredData.map(
      (data): HeadTag => ({
        tag: 'script',
        attributes: { type: 'application/ld+json' },
        // `<` escaped: no text can close the script element.
        text: JSON.stringify(data).replace(/</g, '\\u003c'),
      }),
    ),
  ];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The tags as HTML for the server's page, each marked with pageHeadAttribute. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      const attributes = Object.entries(t.attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      const open = `<${t.tag}${attributes} ${pageHeadAttribute}>`;
      return t.tag === 'script' ? `${open}${t.text ?? ''}</script>` : open;
    })
    .join('\n    ');
}
