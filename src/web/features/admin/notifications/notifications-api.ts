import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffNotificationChoices, StaffNotificationsDto } from "../../../../shared/staff-notifications";
import { api, call } from "../../../lib/api-client";

const notificationsKey = ["admin", "notifications"] as const;
const notifications = api.api.admin.notifications;

/** GET /api/admin/notifications — the signed-in staff member's e-mail choices. */
export function useStaffNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: (): Promise<StaffNotificationsDto> => call(notifications.$get()),
  });
}

export function useSaveStaffNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: StaffNotificationChoices): Promise<StaffNotificationsDto> =>
      call(notifications.$put({ json })),
    onSuccess: (saved) => queryClient.setQueryData(notificationsKey, saved),
  });
}
