import { cn } from "../../lib/cn";
import { Label } from "./label";
import { NativeSelect } from "./native-select";

/** A labelled select over a list's fixed filter values (a status, a sort, an order). */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: Value;
  options: readonly Value[];
  optionLabel: (option: Value) => string;
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
