import { SearchBox } from './search-box';

/** The search box of a list kept in the URL (useListParams): what it finds is the list's ?q=. */
export function ListSearchBox({
  list,
  label,
  placeholder,
}: {
  list: { q: string; setQuery: (q: string) => void };
  label: string;
  placeholder: string;
}) {
  return <SearchBox label={label} value={list.q} onSearch={list.setQuery} placeholder={placeholder} />;
}
