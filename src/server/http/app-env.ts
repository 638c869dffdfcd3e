import type { SessionUser } from "../../shared/session";
import type { Logger } from "../logger";

export type AppEnv = {
  Variables: {
    requestId: string;
    /** The process logger: a line written while the request is answered carries its id (logger.ts). */
    logger: Logger;
    user: SessionUser | null;
  };
};

/** Behind requireUser or requireAdmin (auth/session.ts): someone is signed in. */
export type SignedInEnv = AppEnv & { Variables: { user: SessionUser } };

/** Behind the admin guard (auth/session.ts requireAdmin): someone is signed in, and is an admin. */
export type AdminEnv = SignedInEnv;
