/*
 * A page's text (Markdown or plain) as a few plain words: meta descriptions, link previews and
 * schema.org descriptions (shared/page-head.ts). Its own module: the pages that summarise load it,
 * the app's shell does not.
 */

const descriptionLength = 160;

/**
 * A page's text (Markdown or plain) as a description: the first paragraphs' words without
 * markup, cut at a word before `max` characters.
 */
export function summaryOf(text: string, max = descriptionLength): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
