import { createMiddleware } from "hono/factory";
import { refusal } from "../../../shared/errors";
import type { SessionUser } from "../../../shared/session";
import { isStaffRole } from "../../../shared/staff-roles";
import type { StoreSettingKey } from "../../../shared/store-settings";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { recordAudit } from "../audit/audit.service";
import { getSetting, putSetting } from "../settings/settings.service";

const policySetting: StoreSettingKey = "staff_two_factor_required";

/**
 * Issue 28 — whether staff must sign in with a second factor. The owner sets it on the Staff page;
 * never set, it is on in production and off elsewhere, so the demo shop's staff enrol when they
 * choose and a new production shop starts safe.
 */
export interface TwoFactorPolicy {
  db: Db;
  requiredByDefault: boolean;
}

export async function isStaffTwoFactorRequired({ db, requiredByDefault }: TwoFactorPolicy): Promise<boolean> {
  const stored = await getSetting(db, policySetting);
  return typeof stored === "boolean" ? stored : requiredByDefault;
}

/** The owner's switch, audited as a setting (before and after) in the same transaction. */
export async function setStaffTwoFactorRequired(
  policy: TwoFactorPolicy,
  actor: { userId: string; ip: string | undefined },
  required: boolean,
): Promise<boolean> {
  await policy.db.transaction(async (tx) => {
    const before = await isStaffTwoFactorRequired({ ...policy, db: tx });
    if (before === required) return;
    await putSetting(tx, policySetting, required, actor.userId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: "settings.update",
      entityType: "setting",
      entityId: policySetting,
      label: null,
      before,
      after: required,
      ip: actor.ip,
    });
  });
  return required;
}

/**
 * Behind requireStaff: while the rule is on, a staff member without a second factor is refused
 * every admin route; the back office sends them to its My account page, whose enrolment and session
 * routes are the account's own (not under /api/admin).
 */
export function requireStaffTwoFactor(policy: TwoFactorPolicy) {
  return createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
    const user = c.var.user;
    if (isStaffRole(user.role) && !user.twoFactorEnabled && (await isStaffTwoFactorRequired(policy)))
      throw refusal("FORBIDDEN", "TWO_FACTOR_REQUIRED", "Set up two-factor sign-in to open the back office.");
    await next();
  });
}
