import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";

/**
 * The bar over a table while rows are ticked: how many, what can be done to all of them, and a way
 * to untick them; it stays in view while the table scrolls.
 */
export function SelectionBar({
  label,
  count,
  clear,
  pending,
  onClear,
  children,
}: {
  label: string;
  count: string;
  clear: string;
  pending: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-2 rounded-md border border-gold/40 bg-ivory px-4 py-3 shadow-xs"
    >
      <p className="me-auto text-sm font-medium" aria-live="polite">
        {count}
      </p>
      {children}
      <Button variant="ghost" size="sm" disabled={pending} onClick={onClear}>
        {clear}
      </Button>
    </section>
  );
}
