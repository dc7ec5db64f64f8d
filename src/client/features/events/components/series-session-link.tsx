import { Link } from '@client/lib/router/link';

/** A session in a list of its series: the one being viewed as plain text, the others as links. */
export function SeriesSessionLink({
  to,
  label,
  currentNote,
}: {
  to: string;
  label: string;
  /** "this page": set on the session being viewed. */
  currentNote?: string;
}) {
  return currentNote ? (
    <span aria-current="page" className="font-medium">
      {label} ({currentNote})
    </span>
  ) : (
    <Link to={to} className="text-link underline">
      {label}
    </Link>
  );
}
