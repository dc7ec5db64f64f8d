import { LoaderCircle } from 'lucide-react';

/** Shown in the page area while a lazy page (or its data) loads. */
export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center py-16">
      <div role="status" aria-live="polite" className="inline-flex items-center gap-2 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        <span className="text-sm">Loading...</span>
      </div>
    </div>
  );
}
