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
    log: Logger;
    user: SessionUser | null;
    secureHeadersNonce?: string;
  };
};
