/**
 * The one slugify: lowercase ASCII words joined by hyphens, accents dropped, apostrophes
 * removed ("Lou's Café" → "lous-cafe"), at most `maxLength` characters, no hyphen at either end.
 * Web addresses of events, courts and news posts, and the editors' previews of them.
 */
export function slugify(text: string, maxLength = 80): string {
  return hyphenWords(text)
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

/**
 * The words of a text as lowercase ASCII joined by single hyphens (accents dropped, apostrophes
 * removed), hyphens at either end kept: what a slug and a heading's anchor (markdown.ts) trim.
 */
export function hyphenWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-');
}
