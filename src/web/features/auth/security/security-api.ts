import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSessionDto } from "../../../../shared/account-sessions";
import { api, call } from "../../../lib/api-client";
import { authKeys } from "../api/query-keys";

/** GET /api/me/sessions — where the account is signed in, the most recently used first. */
export const accountSessionsQueryOptions = queryOptions({
  queryKey: authKeys.sessions(),
  queryFn: (): Promise<AccountSessionDto[]> => call(api.api.me.sessions.$get()),
});

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions);
}

/** Ends one session (`id`), or every one but this browser's (`"others"`). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { id: string } | "others") =>
      which === "others"
        ? call(api.api.me.sessions.$delete())
        : call(api.api.me.sessions[":id"].$delete({ param: { id: which.id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
