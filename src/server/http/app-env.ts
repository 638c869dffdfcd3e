import type { SessionUser } from "../../shared/session";
import type { Logger } from "../logger";

export type AppEnv = {
  Variables: {
    requestId: string;
    /** The process logger; `requestLog(c)` adds the request id. */
    logger: Logger;
    user: SessionUser | null;
  };
};

/** Behind requireUser or requireAdmin (auth/session.ts): someone is signed in. */
export type SignedInEnv = AppEnv & { Variables: { user: SessionUser } };

/** Behind the admin guard (auth/session.ts requireAdmin): someone is signed in, and is an admin. */
export type AdminEnv = SignedInEnv;
