import { z } from "zod";
import { maxEmailLength } from "./email";
import { text } from "./text";

/** The admins' outbox, filtered by recipient (README: mail). */
export const outboxQuerySchema = z.object({ to: text(maxEmailLength).trim().toLowerCase().optional() });
