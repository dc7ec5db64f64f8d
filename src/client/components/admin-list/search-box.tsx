import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  /** Called 300 ms after typing stops. */
  onSearch: (value: string) => void;
  placeholder?: string;
}

export function SearchBox({ label, value, onSearch, placeholder }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);

  // Follows outside changes (back button, "clear search") without eating a space being typed.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="w-full space-y-1.5 sm:max-w-xs">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}
