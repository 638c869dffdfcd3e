import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { AdminHoldDto, holdFilters } from "../../../../../shared/hold-schemas";
import type { HoldKind } from "../../../../../shared/holds";
import { api, call } from "../../../../lib/api-client";

export type HoldFilter = (typeof holdFilters)[number];
export type HoldKindFilter = HoldKind | "all";

/** Query keys of the offers and reservations, from one factory (STYLE.md, habit 8). */
export const adminHoldKeys = {
  all: ["admin", "holds"] as const,
  pages: () => [...adminHoldKeys.all, "pages"] as const,
  page: (kind: HoldKindFilter, status: HoldFilter) => [...adminHoldKeys.pages(), kind, status] as const,
  openCount: () => [...adminHoldKeys.all, "open-count"] as const,
};

const listHolds = (kind: HoldKindFilter, status: HoldFilter, cursor?: string) =>
  call(
    api.api.admin.holds.$get({
      query: { status, ...(kind === "all" ? {} : { kind }), ...(cursor ? { cursor } : {}) },
    }),
  );

/** GET /api/admin/holds — deposits and offers, newest first, one keyset page at a time (issue 31). */
export function useAdminHolds(kind: HoldKindFilter, status: HoldFilter) {
  return useInfiniteQuery({
    queryKey: adminHoldKeys.page(kind, status),
    queryFn: ({ pageParam }) => listHolds(kind, status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** How many holds wait on the shop or hold a watch: the navigation's badge. */
export function useOpenHoldsCount() {
  return useQuery({
    queryKey: adminHoldKeys.openCount(),
    queryFn: async () => (await listHolds("all", "open")).openCount,
    staleTime: 60_000,
  });
}

/** A step staff take on a hold, with what it needs. */
export type AdminHoldAction =
  | { action: "accept" }
  | { action: "counter"; amountCents: number }
  | { action: "decline"; reason?: string }
  | { action: "cancel" };

function act(id: string, step: AdminHoldAction): Promise<AdminHoldDto> {
  const hold = api.api.admin.holds[":id"];
  const param = { id };
  if (step.action === "accept") return call(hold.accept.$post({ param }));
  if (step.action === "counter")
    return call(hold.counter.$post({ param, json: { amountCents: step.amountCents } }));
  if (step.action === "decline")
    return call(hold.decline.$post({ param, json: step.reason ? { reason: step.reason } : {} }));
  return call(hold.cancel.$post({ param }));
}

/**
 * POST /api/admin/holds/:id/accept | counter | decline | cancel — mailed to the shopper and audited
 * by the server; the lists and the badge are read again either way (a refusal means it moved).
 */
export function useActOnAdminHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: AdminHoldAction }) => act(id, step),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminHoldKeys.all }),
  });
}
