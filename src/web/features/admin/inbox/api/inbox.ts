import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ContactMessageDto, ContactStatus, InboxQuery } from "../../../../../shared/contact-schemas";
import { api, call } from "../../../../lib/api-client";

export type InboxFilter = InboxQuery["status"];

/** Query keys of the inbox, from one factory (STYLE.md, habit 8). */
export const inboxKeys = {
  all: ["admin", "inbox"] as const,
  pages: () => [...inboxKeys.all, "pages"] as const,
  page: (status: InboxFilter) => [...inboxKeys.pages(), status] as const,
  detail: (id: string) => [...inboxKeys.all, "detail", id] as const,
};

/** GET /api/admin/inbox — the contact form's messages, newest first, one keyset page at a time. */
export function useInbox(status: InboxFilter) {
  return useInfiniteQuery({
    queryKey: inboxKeys.page(status),
    queryFn: ({ pageParam }) =>
      call(api.api.admin.inbox.$get({ query: { status, ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/inbox/:id — one message, for a link from the notification e-mail. */
export function useInboxMessage(id: string | undefined) {
  return useQuery({
    queryKey: inboxKeys.detail(id ?? ""),
    queryFn: () => call(api.api.admin.inbox[":id"].$get({ param: { id: id ?? "" } })),
    enabled: id !== undefined,
  });
}

/**
 * PATCH /api/admin/inbox/:id — read, handled, archived or back; audited by the server. A read of the
 * message still on its way when the write starts (the refetch of a message just opened from the
 * list, which the page marks read at once) was answered before the write and would land on top of
 * its answer, showing the old status; it is cancelled first, so the write's answer is the last word.
 */
export function useSetInboxStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: ({ id }) => queryClient.cancelQueries({ queryKey: inboxKeys.detail(id) }),
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }): Promise<ContactMessageDto> =>
      call(api.api.admin.inbox[":id"].$patch({ param: { id }, json: { status } })),
    onSuccess: (message) => queryClient.setQueryData(inboxKeys.detail(message.id), message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.pages() }),
  });
}
