import type { Logger } from "../logger";

/** What a signed-in request carries; never more than the routes need. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  emailVerified: boolean;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    /** The process logger; `requestLog(c)` adds the request id. */
    logger: Logger;
    user: SessionUser | null;
  };
};
