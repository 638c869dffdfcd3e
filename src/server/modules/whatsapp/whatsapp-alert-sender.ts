import type { AlertSender } from "../alerts/alert-channels";
import type { ShopperWhatsApp } from "./whatsapp-messages";
import { alertTemplate } from "./whatsapp-templates";

/**
 * Issue 30: alerts by WhatsApp, the second sender behind the alerts' seam (decision 025). It
 * composes its template from the notice's facts, in the alert's language (the words of the search
 * were written in it), and sends it to the account's confirmed number; a guest's search, or an
 * account without such a number, gets nothing here (its e-mail, when chosen, still goes). A send
 * that fails is recorded and logged by `sendToAccount` and never stops the e-mail of a choice of both.
 */
export function whatsAppAlertSender(messages: ShopperWhatsApp, publicUrl: string): AlertSender {
  return {
    channel: "whatsapp",
    canReach: async (userId) => userId !== null && (await messages.isReachable(userId)),
    async deliver(notice) {
      const { userId } = notice.recipient;
      if (!userId) return;
      await messages.sendToAccount(userId, () => alertTemplate(notice, publicUrl), {
        language: notice.language,
      });
    },
  };
}
