/** What is wrong with one line of a lineup or a score sheet, announced as an alert; nothing when all is well. */
export function LineErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} role="alert" className="space-y-1">
      {messages.map((m) => (
        <p key={m} className="text-destructive-text text-sm">
          {m}
        </p>
      ))}
    </div>
  );
}
