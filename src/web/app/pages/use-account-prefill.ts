import { useQuery } from "@tanstack/react-query";
import { profileQueryOptions } from "../../features/account/api/get-profile";
import type { Prefill } from "../../features/holds/lib/prefill";
import { useSession } from "../../lib/session/session";

/**
 * The signed-in shopper's name, e-mail and phone for the deposit and offer forms (issue 31): the
 * account's profile, read only once one of them opens; undefined for a guest or while it loads.
 */
export function useAccountPrefill(): Prefill | undefined {
  const { session } = useSession();
  const profile = useQuery({ ...profileQueryOptions, enabled: session !== null });
  if (!session || profile.isPending) return undefined;
  const firstName = profile.data?.firstName ?? session.user.firstName;
  const lastName = profile.data?.lastName ?? session.user.lastName;
  return {
    name: [firstName, lastName].filter(Boolean).join(" ") || session.user.name,
    email: session.user.email,
    phone: profile.data?.phone ?? "",
  };
}
