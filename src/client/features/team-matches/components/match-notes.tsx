/** The captain's notes on a match (what to bring, where to park), when there are any. */
export function MatchNotes({ notes }: { notes: string }) {
  if (!notes) return null;
  return (
    <section aria-labelledby="match-notes" className="space-y-1">
      <h3 id="match-notes" className="font-semibold">
        Notes
      </h3>
      <p className="whitespace-pre-line">{notes}</p>
    </section>
  );
}
