import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffRole } from "../../../../../shared/staff-roles";
import type { StaffInvitationInput, StaffPageDto } from "../../../../../shared/staff-schemas";
import { api, call } from "../../../../lib/api-client";

const staffKey = ["admin", "staff"] as const;
const staff = api.api.admin.staff;

/** GET /api/admin/staff — the members and the open invitations. */
export function useStaffPage() {
  return useQuery({ queryKey: staffKey, queryFn: (): Promise<StaffPageDto> => call(staff.$get()) });
}

/** Every change answers with the part it changed; the page reads the whole again. */
function useStaffChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export const useInviteStaff = () =>
  useStaffChange((json: StaffInvitationInput) => call(staff.invitations.$post({ json })));

export const useRevokeInvitation = () =>
  useStaffChange((id: string) => call(staff.invitations[":id"].$delete({ param: { id } })));

export const useChangeRole = () =>
  useStaffChange((input: { id: string; role: StaffRole }) =>
    call(staff.members[":id"].role.$put({ param: { id: input.id }, json: { role: input.role } })),
  );

export const useSetSuspended = () =>
  useStaffChange((input: { id: string; suspended: boolean }) =>
    call(
      staff.members[":id"].suspension.$put({ param: { id: input.id }, json: { suspended: input.suspended } }),
    ),
  );

export const useRemoveMember = () =>
  useStaffChange((id: string) => call(staff.members[":id"].$delete({ param: { id } })));

export const useSetTwoFactorRule = () =>
  useStaffChange((required: boolean) => call(staff["two-factor-rule"].$put({ json: { required } })));
