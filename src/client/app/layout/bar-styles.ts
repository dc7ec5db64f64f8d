/**
 * Top-bar controls on the brand background. Plain class strings (no tailwind-merge): the
 * shell is in the entry chunk and must stay small.
 */
export const barButton =
  'inline-flex h-10 shrink-0 items-center justify-center gap-1.5 rounded-md font-medium text-brand-foreground text-sm transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball [&_svg]:pointer-events-none [&_svg]:shrink-0';

export const barIconButton = `${barButton} w-10 [&_svg]:size-5`;
