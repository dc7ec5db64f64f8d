/**
 * An e-mail's HTML body as its recipient reads it (club messages' and notice templates'
 * previews). The HTML comes from the server's one safe Markdown renderer (raw HTML escaped,
 * unsafe links dropped): safe to insert.
 */
export function EmailBody({ html }: { html: string }) {
  return (
    <div
      // Mail is read on white whatever the site's theme: the e-mail's own colours are for white.
      className="rounded-md border bg-white p-4 text-[#111827] [&_a]:text-[#14532d] [&_a]:underline [&_hr]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's safe Markdown renderer wrote it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
