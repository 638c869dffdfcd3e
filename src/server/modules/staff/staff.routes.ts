import { type Context, Hono } from "hono";
import { staffNotificationsSchema } from "../../../shared/staff-notifications";
import {
  invitationAcceptSchema,
  invitationIdParamSchema,
  invitationTokenParamSchema,
  staffInvitationSchema,
  staffMemberParamSchema,
  staffRoleSchema,
  staffSuspensionSchema,
  staffTwoFactorRuleSchema,
} from "../../../shared/staff-schemas";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/client";
import type { AdminEnv, AppEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { limitPerIp } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import type { Mailer } from "../../providers/mail/mail";
import {
  acceptInvitation,
  changeStaffMember,
  inviteStaff,
  previewInvitation,
  readStaffPage,
  revokeInvitation,
} from "./staff.service";
import { readNotificationChoices, saveNotificationChoices } from "./staff-notifications";
import { setStaffTwoFactorRequired, type TwoFactorPolicy } from "./two-factor-policy";

interface StaffDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  trustProxy: ProxyTrust;
  twoFactorPolicy: TwoFactorPolicy;
}

/** /api/admin/staff — the owner's Staff page (issue 28), behind the staff permission. */
export function adminStaffRoutes(deps: StaffDeps) {
  const { db } = deps;
  const actorOf = (c: Context<AdminEnv>) => ({ userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) });
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json(await readStaffPage(deps.twoFactorPolicy)))
    .put("/two-factor-rule", validate("json", staffTwoFactorRuleSchema), async (c) => {
      const { required } = c.req.valid("json");
      return c.json({
        required: await setStaffTwoFactorRequired(deps.twoFactorPolicy, actorOf(c), required),
      });
    })
    .post("/invitations", validate("json", staffInvitationSchema), async (c) =>
      c.json(await inviteStaff(deps, actorOf(c), c.req.valid("json")), 201),
    )
    .delete("/invitations/:id", validate("param", invitationIdParamSchema), async (c) => {
      await revokeInvitation(db, actorOf(c), c.req.valid("param").id);
      return c.json({ revoked: true as const });
    })
    .put(
      "/members/:id/role",
      validate("param", staffMemberParamSchema),
      validate("json", staffRoleSchema),
      async (c) =>
        c.json(await changeStaffMember(db, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .put(
      "/members/:id/suspension",
      validate("param", staffMemberParamSchema),
      validate("json", staffSuspensionSchema),
      async (c) =>
        c.json(await changeStaffMember(db, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/members/:id", validate("param", staffMemberParamSchema), async (c) => {
      await changeStaffMember(db, actorOf(c), c.req.valid("param").id, { removed: true });
      return c.json({ removed: true as const });
    });
}

/** A few tries an hour from one address: a token is 256 random bits, so more is a script. */
const invitationRateLimit = { limit: 30, windowSeconds: 3600 };

/** /api/staff-invitations/:token — the invitee's page: what they are invited to, and accepting it. */
export function staffInvitationRoutes(deps: { db: Db; auth: Auth; trustProxy: ProxyTrust }) {
  return new Hono<AppEnv>()
    .get(
      "/:token",
      limitPerIp(deps, "staff-invitation", invitationRateLimit),
      validate("param", invitationTokenParamSchema),
      async (c) => c.json(await previewInvitation(deps.db, c.req.valid("param").token)),
    )
    .post(
      "/:token/accept",
      limitPerIp(deps, "staff-invitation", invitationRateLimit),
      validate("param", invitationTokenParamSchema),
      validate("json", invitationAcceptSchema),
      async (c) => {
        const user = c.var.user;
        return c.json(
          await acceptInvitation(
            deps,
            c.req.valid("param").token,
            c.req.valid("json"),
            user ? { id: user.id, email: user.email } : null,
          ),
        );
      },
    );
}

/** /api/admin/notifications — the e-mails the signed-in staff member chose to receive (issue 28). */
export function staffNotificationRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json(await readNotificationChoices(deps.db, c.var.user)))
    .put("/", validate("json", staffNotificationsSchema), async (c) =>
      c.json(await saveNotificationChoices(deps.db, c.var.user, c.req.valid("json"))),
    );
}
