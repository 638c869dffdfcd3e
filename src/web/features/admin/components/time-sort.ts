import type { TimeOrder } from "../../../../shared/list-query";
import type { TableSort } from "../../../components/ui/table";

/** A list the server keeps in time order, as its date heading shows it, and back. */
export const sortOfTime = (column: string, order: TimeOrder): TableSort => ({
  column,
  direction: order === "newest" ? "desc" : "asc",
});

export const timeOfSort = (sort: TableSort): TimeOrder => (sort.direction === "desc" ? "newest" : "oldest");
