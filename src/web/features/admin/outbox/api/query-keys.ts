import type { OutboxQuery } from "../../../../../shared/outbox-schemas";

export type OutboxFilters = { q: string; status: OutboxQuery["status"] };

/** Query keys of the outbox, from one factory (STYLE.md, habit 8). */
export const outboxKeys = {
  all: ["admin", "outbox"] as const,
  pages: () => [...outboxKeys.all, "pages"] as const,
  page: (filters: OutboxFilters) => [...outboxKeys.pages(), filters] as const,
  /** Issue 30: the WhatsApp messages not delivered. */
  whatsApp: () => [...outboxKeys.all, "whatsapp"] as const,
};
