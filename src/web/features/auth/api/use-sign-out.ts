import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authClient } from "./auth-client";
import { refreshAfterAuthChange } from "./refresh-after-auth-change";

/** spec: storefront §4 — a 404, 401 or 403 on sign-out means the session is already gone. */
const alreadySignedOut = new Set([401, 403, 404]);
const sessionCatchUpLimitMs = 3000;

/**
 * Resolves once useSession has seen the sign-out (better-auth re-checks the session right after
 * it), so signed-in screens unmount before their cached data is dropped instead of re-fetching it.
 */
function sessionCleared(): Promise<void> {
  const store = authClient.$store.atoms.session;
  return new Promise((resolve) => {
    if (!store?.get()?.data) {
      resolve();
      return;
    }
    const finish = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(finish, sessionCatchUpLimitMs);
    const stop = store.listen((value: { data: unknown }) => {
      if (!value.data) finish();
    });
  });
}

/**
 * Signs out, empties every cached query (spec: reseller-tools §4 — signed-in data is emptied) and
 * leaves for `to` ("/" by default; the admin area passes its own login page).
 */
export function useSignOut(options: { to?: string } = {}): () => Promise<void> {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const to = options.to ?? "/";
  return async () => {
    const failed = await authClient.signOut().then(
      ({ error }) => error !== null && !alreadySignedOut.has(error.status),
      () => true,
    );
    if (failed) {
      toast.error(t("toasts.error"), { description: t("toasts.signOutFailed") });
      return;
    }
    toast.success(t("toasts.signedOut"), { description: t("toasts.signedOutDescription") });
    await sessionCleared();
    queryClient.clear();
    refreshAfterAuthChange(queryClient);
    await navigate(to);
  };
}
