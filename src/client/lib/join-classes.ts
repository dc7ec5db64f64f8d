/**
 * Joins class names, skipping empty ones. Unlike cn() it does not resolve conflicting Tailwind
 * utilities (no tailwind-merge, ~8.5 KB gzip): for code on the home page, where the parts never
 * set the same property.
 */
export function joinClasses(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
