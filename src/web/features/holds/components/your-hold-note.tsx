import "../holds-i18n";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { isHoldEnded, isHolding } from "../../../../shared/holds";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/http-error";
import { holdQueryOptions } from "../api/get-hold";
import { forgetHold, rememberedHolds } from "../lib/remembered-holds";

/**
 * Issue 31: what a reserved watch's page says to the shopper whose deposit or accepted offer holds
 * it: theirs until when, and the way to their reservation or to pay the agreed price. The holds
 * this browser remembers on the watch are asked in turn (GET /api/holds/:token), the latest first;
 * one that has ended, or that its link finds no more, is forgotten. While they are read the note
 * is `checking`; when none holds the watch, `children` (reserved for another shopper).
 */
export function YourHoldNote({
  listingId,
  until,
  checking,
  children,
}: {
  listingId: string;
  /** The watch's reservation, should the hold name no deadline. */
  until: string;
  checking: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("holds");
  const [tokens] = useState(() => rememberedHolds(listingId));
  const [index, setIndex] = useState(0);
  const token = tokens[index];
  const { data, error } = useQuery({ ...holdQueryOptions(token ?? ""), enabled: token !== undefined });
  const isYours = data !== undefined && isHolding(data.status) && data.listing.id === listingId;
  const isOther = token !== undefined && !isYours && (data !== undefined || error !== null);
  useEffect(() => {
    if (!isOther) return;
    if (data ? isHoldEnded(data.status) : error instanceof ApiError && error.status === 404)
      forgetHold(token);
    setIndex(index + 1);
  }, [isOther, data, error, token, index]);

  if (token === undefined) return children;
  if (!isYours) return checking;
  return (
    <>
      {t("watchPage.yours", { until: data.expiresAt ?? until })}{" "}
      <Link
        to={`/holds/${token}`}
        className="font-medium text-foreground underline underline-offset-4 hover:text-gold-dark"
      >
        {t(data.kind === "offer" ? "watchPage.payOffer" : "watchPage.seeReservation")}
      </Link>
    </>
  );
}
