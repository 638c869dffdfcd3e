import { z } from "zod";
import { authMessages, maxPasswordLength, minPasswordLength } from "./auth";
import { emailField } from "./email";
import { languages } from "./i18n";
import { type StaffRole, staffRoles } from "./staff-roles";
import { text } from "./text";

/** Issue 28: how long an invitation's link works. */
export const invitationDays = 7;

const role = z.enum(staffRoles, { error: "Unknown role" });

/** The owner invites someone by e-mail with a role; the e-mail is written in `language`. */
export const staffInvitationSchema = z.object({
  email: emailField({ required: authMessages.fillAllFields, invalid: authMessages.invalidEmail }),
  role,
  language: z.enum(languages),
});
export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;

export const staffRoleSchema = z.object({ role });
export const staffSuspensionSchema = z.object({ suspended: z.boolean() });
/** The owner's rule that staff sign in with a second factor. */
export const staffTwoFactorRuleSchema = z.object({ required: z.boolean() });

/** better-auth's ids are short random strings; anything else names no account. */
export const staffMemberParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const invitationIdParamSchema = z.object({ id: z.uuid() });
/** The secret an invitation's link carries: 32 random bytes, base64url. */
export const invitationTokenParamSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

const name = z.string().trim().min(1, authMessages.fillAllFields).pipe(text(80));

/**
 * Accepting an invitation: someone without an account chooses their names and a password (the
 * link proved the address); someone with one accepts signed in as that account.
 */
export const invitationAcceptSchema = z.discriminatedUnion("account", [
  z.object({
    account: z.literal("new"),
    firstName: name,
    lastName: name,
    password: z
      .string()
      .min(minPasswordLength, authMessages.passwordTooShort)
      .max(maxPasswordLength, authMessages.passwordTooLong),
  }),
  z.object({ account: z.literal("existing") }),
]);
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;

export interface StaffMemberDto {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  suspended: boolean;
  /** Signs in with an authenticator code (issue 28). */
  twoFactorEnabled: boolean;
  joinedAt: string;
}

export interface StaffInvitationDto {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  invitedAt: string;
  expiresAt: string;
}

/** The Staff page: who is on the staff, and who is invited and has not answered yet. */
export interface StaffPageDto {
  members: StaffMemberDto[];
  invitations: StaffInvitationDto[];
  /** Whether staff must sign in with a second factor to open the back office. */
  twoFactorRequired: boolean;
}

/** What the invitation page shows before it is accepted. */
export interface InvitationPreviewDto {
  email: string;
  role: StaffRole;
  /** Whether an account has the address: then the invitee accepts signed in as it. */
  hasAccount: boolean;
  expiresAt: string;
}
