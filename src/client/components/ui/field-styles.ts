/** The looks of Input and Label, for forms on the home page that do without cn() (tailwind-merge). */
export const inputStyles =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

export const labelStyles =
  'font-medium text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70';
