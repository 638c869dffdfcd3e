import { type CloudWhatsAppConfig, createCloudWhatsApp } from "./cloud-whatsapp";
import { type WhatsApp, WhatsAppError } from "./whatsapp";

/** Nothing configured: nothing is sent, and every webhook delivery is refused. */
const offline: WhatsApp = {
  configured: false,
  send: () => Promise.reject(new WhatsAppError("WhatsApp is not configured")),
  verifySubscription: () => undefined,
  readEvents: () => undefined,
};

/** The Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set, else none. */
export function createWhatsApp(config: CloudWhatsAppConfig | undefined): WhatsApp {
  return config ? createCloudWhatsApp(config) : offline;
}
