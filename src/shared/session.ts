/** Who is signed in, as the server's routes and the web app both read it; never more than they need. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  emailVerified: boolean;
  /** Signs in with an authenticator code after the password (issue 28). */
  twoFactorEnabled: boolean;
}

/** GET /api/me/session: who is signed in, and whether the back office asks them for a second factor. */
export interface SessionAnswer {
  user: SessionUser | null;
  /** A staff member whose shop requires two-factor sign-in: without it the back office waits. */
  twoFactorRequired: boolean;
}
