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
