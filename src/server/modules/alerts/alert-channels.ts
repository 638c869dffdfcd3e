import {
  type AlertChannel,
  type AlertChannelChoice,
  alertChannels,
  channelsOf,
} from "../../../shared/alerts";
import { refusal } from "../../../shared/errors";
import type { Language } from "../../../shared/i18n";
import type { Mailer, MailMessage } from "../../providers/mail/mail";
import type { MailPrices } from "../../providers/mail/mail-prices";
import type { AlertLinks, AlertWatch } from "./alert-mail";

/**
 * One alert, ready for every channel that may carry it: its facts, and the e-mail composed from
 * them. Another channel's sender (WhatsApp's template message, issue 30's third part) composes its
 * own message from the same facts, and finds the account's confirmed number by `recipient.userId`.
 */
export interface AlertNotice {
  kind: "saved-search-alert" | "saved-search-digest" | "favorite-alert";
  language: Language;
  /** The account the alert is for (none for a guest's search), and the address it mails. */
  recipient: { userId: string | null; email: string };
  /** The saved search in a few words (describeSearch), for a search's alerts. */
  search?: string;
  watches: readonly AlertWatch[];
  /** The shopper's currency at the shop's current rate, or none for dollars (issue 30). */
  prices?: MailPrices;
  links: AlertLinks;
  email: MailMessage;
}

/** A way to reach a shopper (issue 30): e-mail, and WhatsApp once configured (whatsapp-alert-sender.ts). */
export interface AlertSender {
  readonly channel: AlertChannel;
  deliver(notice: AlertNotice): Promise<void>;
  /**
   * Whether this account (none for a guest) can be reached through the channel at all: WhatsApp
   * needs a confirmed number. A channel that reaches everyone leaves it out.
   */
  canReach?(userId: string | null): Promise<boolean>;
}

/** E-mail through the shop's mailer: the outbox first, then SMTP when configured. */
export function emailSender(mailer: Mailer): AlertSender {
  return { channel: "email", deliver: (notice) => mailer.send(notice.email) };
}

/** The channels the shop can send alerts through, and the one way an alert is sent. */
export interface AlertChannels {
  /** Channels offered to shoppers: those configured, in a stable order. */
  offered(): AlertChannel[];
  /**
   * Sends the notice through every channel of the shopper's choice that is configured; a choice of
   * a channel that is not (WhatsApp before its setup) sends nothing through it. The channels sent.
   */
  deliver(choice: AlertChannelChoice, notice: AlertNotice): Promise<AlertChannel[]>;
  /** Refuses a choice naming a channel the shop cannot send through (the UI offers only the others). */
  assertOffered(choice: AlertChannelChoice): void;
  /**
   * `assertOffered`, and refuses a choice of a channel that cannot reach this account (WhatsApp
   * without a confirmed number, or for a guest): the shopper is asked to add one first.
   */
  assertReachable(choice: AlertChannelChoice, userId: string | null): Promise<void>;
}

export function createAlertChannels(senders: readonly AlertSender[]): AlertChannels {
  const byChannel = new Map(senders.map((sender) => [sender.channel, sender]));
  const offered = alertChannels.filter((channel) => byChannel.has(channel));
  function assertOffered(choice: AlertChannelChoice) {
    if (channelsOf(choice).some((channel) => !byChannel.has(channel)))
      throw refusal(
        "VALIDATION_ERROR",
        "ALERT_CHANNEL_UNAVAILABLE",
        "This way of sending alerts is not available",
      );
  }
  return {
    offered: () => [...offered],
    async deliver(choice, notice) {
      const sent: AlertChannel[] = [];
      for (const channel of channelsOf(choice)) {
        const sender = byChannel.get(channel);
        if (!sender) continue;
        await sender.deliver(notice);
        sent.push(channel);
      }
      return sent;
    },
    assertOffered,
    async assertReachable(choice, userId) {
      assertOffered(choice);
      for (const channel of channelsOf(choice)) {
        const sender = byChannel.get(channel);
        if (sender?.canReach && !(await sender.canReach(userId)))
          throw refusal(
            "VALIDATION_ERROR",
            "WHATSAPP_NUMBER_REQUIRED",
            "Confirm a WhatsApp number on your alerts page first",
          );
      }
    },
  };
}
