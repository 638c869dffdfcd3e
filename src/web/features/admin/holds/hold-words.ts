import type { AdminHoldDto } from "../../../../shared/hold-schemas";
import type { HoldStatus } from "../../../../shared/holds";

/** The steps staff may take on a hold as it stands (the server's transition table decides again). */
export type StaffStep = "accept" | "counter" | "decline" | "cancel";

const stepsOf: Record<AdminHoldDto["kind"], Partial<Record<HoldStatus, StaffStep[]>>> = {
  // A deposit is answered by its payment; staff may give it back while it holds the watch, or try
  // a refused refund again.
  deposit: { held: ["cancel"], refund_due: ["cancel"] },
  offer: {
    offered: ["accept", "counter", "decline"],
    countered: ["decline"],
    accepted: ["cancel"],
  },
};

export function staffSteps(hold: Pick<AdminHoldDto, "kind" | "status">): StaffStep[] {
  return stepsOf[hold.kind][hold.status] ?? [];
}

/** A dollar amount isolated inside a sentence of either direction. */
export const isolated = (text: string) => `\u2066${text}\u2069`;
