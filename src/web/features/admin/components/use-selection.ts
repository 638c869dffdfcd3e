import { useState } from "react";

/** The rows a table's checkboxes have ticked, by id, for an action on all of them at once. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  return { selected, select, clear: () => setSelected(new Set()) };
}
