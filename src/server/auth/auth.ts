import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { maxPasswordLength, minPasswordLength } from "../../shared/auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { Mailer } from "../providers/mail/mail";
import {
  account,
  accountRelations,
  session,
  sessionRelations,
  user,
  userRelations,
  verification,
} from "./auth.schema";
import { existingAccountMessage, resetPasswordMessage, verifyEmailMessage } from "./auth-mail";
import { hashPassword, verifyPassword } from "./password";

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
  secret: string;
  /**
   * Runs after every sign-in, however it happened (password, a confirmation link, Google); the
   * services create the shopper's profile and merge their guest cart.
   */
  onSignIn: (userId: string, cookies: SignInCookies) => Promise<void>;
}

/** The cookies of the request that signed someone in; empty when a session is made without one. */
export interface SignInCookies {
  get(name: string): string | undefined;
  clear(name: string): void;
}

/**
 * A confirmation re-sent on sign-in carries better-auth's default landing page, the site root;
 * a confirmed shopper is signed in by the link, so the account page is where they belong.
 */
function landOnAccount(url: string): string {
  const link = new URL(url);
  if ((link.searchParams.get("callbackURL") ?? "/") === "/") link.searchParams.set("callbackURL", "/account");
  return link.toString();
}

/** better-auth with Argon2id, cookie sessions in Postgres and mail through our mailer. */
export function createAuth({ config, db, mailer, log, secret, onSignIn }: AuthDeps) {
  const google = config.auth.google;
  return betterAuth({
    appName: "Mizan",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, userRelations, sessionRelations, accountRelations },
    }),
    logger: {
      log: (level, message) => {
        log[level]({ source: "auth" }, message);
      },
    },
    // Limits live in our own middleware (http/rate-limit.ts), stored in Postgres for every instance.
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // One statement reads a session with its user (auth.schema.ts, sessionRelations).
    advanced: { useSecureCookies: config.isProduction, database: { joins: true } },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      requireEmailVerification: config.auth.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user: target, url }) => mailer.send(resetPasswordMessage(target.email, url)),
      onExistingUserSignUp: ({ user: target }) =>
        mailer.send(existingAccountMessage(target.email, `${config.publicUrl}/login`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user: target, url }) =>
        mailer.send(verifyEmailMessage(target.email, landOnAccount(url))),
    },
    socialProviders: google
      ? {
          google: {
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            mapProfileToUser: (profile) => ({ firstName: profile.given_name, lastName: profile.family_name }),
          },
        }
      : {},
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    databaseHooks: {
      session: {
        create: {
          after: async (created, context) => {
            await onSignIn(created.userId, {
              get: (name) => context?.getCookie(name) ?? undefined,
              clear: (name) => {
                context?.setCookie(name, "", { path: "/", maxAge: 0 });
              },
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
