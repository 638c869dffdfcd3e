import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

/** Typing settles for this long before the table asks the server again. */
const searchDelayMs = 300;

/** A labelled search box that reports its trimmed text once typing settles (the back office's tables). */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
  maxLength = 100,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
  maxLength?: number;
}) {
  const [typed, setTyped] = useState(value);

  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => onSearch(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, value, onSearch]);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={typed}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setTyped(event.target.value)}
          className="ps-10"
        />
      </div>
    </div>
  );
}
