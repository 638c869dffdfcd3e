/** Who is signed in, as the server's routes and the web app both read it; never more than they need. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  emailVerified: boolean;
}
