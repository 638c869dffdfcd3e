import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { refreshAfterAuthChange } from "../../../lib/session/refresh-after-auth-change";
import { sessionQueryKey } from "../../../lib/session/session";

/** spec: storefront §4 — a 404, 401 or 403 on sign-out means the session is already gone. */
const alreadySignedOut = new Set([401, 403, 404]);

/**
 * Signs out at better-auth's endpoint (without its client, which the storefront does not load),
 * empties every cached query (spec: reseller-tools §4 — signed-in data is emptied) and leaves for
 * `to` ("/" by default; the admin area passes its own login page).
 */
export function useSignOut(options: { to?: string } = {}): () => Promise<void> {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const to = options.to ?? "/";
  return async () => {
    // better-auth's own endpoint, outside our typed API; it wants a JSON body.
    const answer = await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }).catch(() => undefined);
    const failed = !answer || (!answer.ok && !alreadySignedOut.has(answer.status));
    if (failed) {
      toast.error(t("toasts.error"), { description: t("toasts.signOutFailed") });
      return;
    }
    toast.success(t("toasts.signedOut"), { description: t("toasts.signedOutDescription") });
    // Signed-in screens see the sign-out and leave before their cached data is dropped, so they
    // do not fetch it again as a guest.
    queryClient.setQueryData(sessionQueryKey, null);
    await navigate(to);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    await refreshAfterAuthChange(queryClient);
  };
}
