import type { MailMessage } from "../providers/mail/mail";
import { mailLayout } from "../providers/mail/mail-layout";

/** The e-mails auth sends: confirm an address, reset a password, a sign-up with a taken address. */
export function verifyEmailMessage(to: string, url: string): MailMessage {
  const lines = ["Welcome to Mizan.", "Please confirm your e-mail address to finish creating your account."];
  return {
    to,
    kind: "verify-email",
    subject: "Confirm your e-mail address",
    text: `${lines.join("\n\n")}\n\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
    html: mailLayout("Confirm your e-mail address", lines, { label: "Confirm e-mail", url }),
  };
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  const lines = [
    "Someone asked to reset the password of your Mizan account.",
    "The link works for one hour.",
  ];
  return {
    to,
    kind: "reset-password",
    subject: "Reset your password",
    text: `${lines.join("\n\n")}\n\n${url}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
    html: mailLayout("Reset your password", lines, { label: "Choose a new password", url }),
  };
}

/** Sent instead of an error when someone signs up with a taken address (no account enumeration). */
export function existingAccountMessage(to: string, signInUrl: string): MailMessage {
  const lines = [
    "Someone tried to create a Mizan account with this e-mail address, which already has one.",
    "If it was you, sign in, or reset your password from the sign-in page.",
  ];
  return {
    to,
    kind: "existing-account",
    subject: "You already have a Mizan account",
    text: `${lines.join("\n\n")}\n\n${signInUrl}`,
    html: mailLayout("You already have an account", lines, { label: "Sign in", url: signInUrl }),
  };
}
