import SearchIcon from "lucide-react/icons/search";
import { cn } from "../../lib/cn";
import { useSettledText } from "../../lib/use-settled-text";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled search box that reports its trimmed text once typing settles (the back office's lists). */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
  maxLength = 100,
  className,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
  maxLength?: number;
  className?: string;
}) {
  const [typed, setTyped] = useSettledText(value, onSearch);

  return (
    <div className={cn("grid gap-2", className)}>
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
