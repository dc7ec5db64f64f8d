import type { PlaceInfo } from '@shared/schemas/events';

/** "Riverside Park (Courts 1–4)", or the free text alone. */
export function placeLabel(p: PlaceInfo): string {
  if (p.court && p.placeText) return `${p.court.name} (${p.placeText})`;
  return p.court?.name ?? (p.placeText || 'Place to be announced');
}
