import { bigint, customType, timestamp } from "drizzle-orm/pg-core";

/** Column builders every module's schema shares, so a timestamp or an amount is spelled one way. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Amounts are integer minor units (USD cents, KWD fils); see src/shared/money.ts. */
export const minor = (name: string) => bigint(name, { mode: "number" });

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Bytes (node-postgres gives a Buffer, PGlite a Uint8Array: both are Uint8Arrays). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
