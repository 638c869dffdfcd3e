import { useQuery } from "@tanstack/react-query";
import { profileQueryOptions } from "../../features/account/api/get-profile";
import type { CheckoutAccount } from "../../features/checkout/pages/checkout-page";
import { useSession } from "../../lib/session/session";

/** Who pays: a guest, or the signed-in shopper with their saved address (once both are known). */
export function useCheckoutAccount(): CheckoutAccount {
  const { session, isUnknown } = useSession();
  const profile = useQuery({ ...profileQueryOptions, enabled: session !== null });
  // A profile that fails to load only costs the prefill, never the checkout.
  return isUnknown
    ? undefined
    : session === null
      ? { email: null, savedAddress: null }
      : profile.isPending
        ? undefined
        : { email: session.user.email, savedAddress: profile.data?.shippingAddress ?? null };
}
