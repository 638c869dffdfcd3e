import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { z } from "zod";
import { maxPasswordLength, minPasswordLength } from "../../shared/auth";
import { defaultLanguage, isLanguage, type Language, languages } from "../../shared/i18n";
import { customerRole } from "../../shared/staff-roles";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { Mailer } from "../providers/mail/mail";
import {
  account,
  accountRelations,
  session,
  sessionRelations,
  twoFactor,
  user,
  userRelations,
  verification,
} from "./auth.schema";
import { type AuthMailKind, authMessage, type MailRecipient } from "./auth-mail";
import { claimConfirmationMail } from "./confirmation-mail";
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
 * Where a confirmation link lands: a confirmation re-sent on sign-in carries better-auth's default,
 * the site root, but a confirmed shopper is signed in by the link, so the account page is where they
 * belong. `confirmed` has it tell them so, in the language of the e-mail (`lang`).
 */
function landOnAccount(url: string, language: Language): string {
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL") ?? "/";
  const landing = new URL(callback === "/" ? "/account" : callback, link.origin);
  landing.searchParams.set("confirmed", "1");
  landing.searchParams.set("lang", language);
  link.searchParams.set(
    "callbackURL",
    landing.origin === link.origin ? `${landing.pathname}${landing.search}` : landing.toString(),
  );
  return link.toString();
}

/**
 * The language an account's e-mails are written in (better-auth's callbacks do not type our
 * additional fields); accounts from before issue 13 read English.
 */
function languageOf(target: object): Language {
  return "language" in target && isLanguage(target.language) ? target.language : defaultLanguage;
}

function recipientOf(target: { email: string }): MailRecipient {
  const firstName = "firstName" in target && typeof target.firstName === "string" ? target.firstName : "";
  return { email: target.email, language: languageOf(target), firstName: firstName || undefined };
}

/** better-auth with Argon2id, cookie sessions in Postgres and mail through our mailer. */
export function createAuth({ config, db, mailer, log, secret, onSignIn }: AuthDeps) {
  const google = config.auth.google;
  const mail = (kind: AuthMailKind, target: { email: string }, url: string) =>
    mailer.send(authMessage(kind, recipientOf(target), url));
  return betterAuth({
    appName: "Mizan",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user,
        session,
        account,
        verification,
        twoFactor,
        userRelations,
        sessionRelations,
        accountRelations,
      },
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
        // Chosen at sign-up (the page's language) and kept for the account's e-mails.
        language: {
          type: "string",
          required: false,
          defaultValue: defaultLanguage,
          validator: { input: z.enum(languages) },
        },
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
      sendResetPassword: ({ user: target, url }) => mail("reset-password", target, url),
      onExistingUserSignUp: ({ user: target }) =>
        mail("existing-account", target, `${config.publicUrl}/login?lang=${languageOf(target)}`),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // Sign-in re-sends the confirmation to an unconfirmed account, but only once in a while: a
      // quiet skip keeps the resend endpoint from telling strangers which addresses wait for one.
      sendVerificationEmail: async ({ user: target, url }) => {
        if (!(await claimConfirmationMail(db, target.id))) return;
        await mail("verify-email", target, landOnAccount(url, languageOf(target)));
      },
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
    // The admin plugin refuses a banned account a session; its own endpoints are not mounted
    // (auth.routes.ts), and staff roles are ours (src/shared/staff-roles.ts): its "admin" role is no
    // account's.
    //
    // Two-factor sign-in (issue 28): a password sign-in of an enrolled account answers
    // `twoFactorRedirect` and opens a session only after an authenticator or recovery code. The
    // plugin counts five tries per sign-in and locks the second step for 15 minutes after ten
    // failures in a row; our routes add a limit per address (auth.routes.ts).
    plugins: [admin({ defaultRole: customerRole }), twoFactorPlugin({ issuer: "Mizan" })],
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
