import type { MailMessage } from "./mailer";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, lines: string[], action: { label: string; url: string }): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#f7f3ea;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;padding:32px;border:1px solid #e6dcc6">
<h1 style="font-weight:normal;color:#14110f">${escapeHtml(title)}</h1>${paragraphs}
<p><a href="${escapeHtml(action.url)}" style="background:#14110f;color:#f3e6c4;padding:12px 20px;text-decoration:none">
${escapeHtml(action.label)}</a></p><p style="color:#6b6358;font-size:13px">Mizan — Premium Watches</p></div></body></html>`;
}

export function verifyEmailMessage(to: string, url: string): MailMessage {
  const lines = ["Welcome to Mizan.", "Please confirm your e-mail address to finish creating your account."];
  return {
    to,
    kind: "verify-email",
    subject: "Confirm your e-mail address",
    text: `${lines.join("\n\n")}\n\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
    html: layout("Confirm your e-mail address", lines, { label: "Confirm e-mail", url }),
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
    html: layout("Reset your password", lines, { label: "Choose a new password", url }),
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
    html: layout("You already have an account", lines, { label: "Sign in", url: signInUrl }),
  };
}
