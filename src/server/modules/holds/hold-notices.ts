import type { HoldStatus } from "../../../shared/holds";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Mailer } from "../../providers/mail/mail";
import { getStoreSettings } from "../settings/settings.service";
import { notifyStaff } from "../staff/staff-notifications";
import { type HoldMail, holdMessage, holdNoticeMessage } from "./hold-mail";
import { findHold } from "./holds.service";

export interface HoldNoticeDeps {
  db: Db;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
}

/** The shopper's mail for each status a hold can reach, by its kind; nothing for the shopper's own moves. */
function mailFor(kind: string, status: HoldStatus): HoldMail | undefined {
  if (kind === "deposit") {
    if (status === "held") return "deposit-received";
    if (status === "refunded") return "deposit-refunded";
    if (status === "lapsed") return "lapsed";
    return undefined;
  }
  const offerMails: Partial<Record<HoldStatus, HoldMail>> = {
    offered: "offer-received",
    accepted: "offer-accepted",
    countered: "offer-countered",
    declined: "offer-declined",
    lapsed: "lapsed",
  };
  return offerMails[status];
}

/**
 * Tells the shopper (and, for a new offer or a paid deposit, the staff who chose new orders'
 * notices, else the shop's contact address) that a hold reached `status`. Called once by the writer
 * that moved it, after its transaction committed; a mail that cannot be written is logged and never
 * undoes the step. A step the shopper took themselves (withdrawn, a counter taken or refused) is
 * not mailed: the page they pressed shows it.
 */
export async function announceHoldChange(
  deps: HoldNoticeDeps,
  holdId: string,
  status: HoldStatus,
  extra: { reason?: string | null; watchGone?: boolean } = {},
): Promise<void> {
  try {
    const hold = await findHold(deps.db, holdId);
    if (!hold) return;
    const mail = mailFor(hold.kind, status);
    if (mail) await deps.mailer.send(holdMessage(hold, mail, deps.publicUrl, extra));
    if ((hold.kind === "offer" && status === "offered") || (hold.kind === "deposit" && status === "held")) {
      const { contactEmail } = await getStoreSettings(deps.db);
      await notifyStaff(
        deps,
        "newPaidOrder",
        (to) => holdNoticeMessage(to, hold, deps.publicUrl),
        contactEmail,
      );
    }
  } catch (error) {
    deps.log.error({ err: error, holdId, status }, "the hold's e-mails could not be written");
  }
}
