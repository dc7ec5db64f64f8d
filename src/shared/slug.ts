/**
 * The one slugify: lowercase ASCII words joined by hyphens, accents dropped, apostrophes
 * removed ("Lou's Café" → "lous-cafe"), at most `maxLength` characters, no hyphen at either end.
 * Web addresses of events, courts and news posts, and the editors' previews of them.
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
