import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileDto, ProfileUpdate } from "../../../../shared/profile";
import { api, call } from "../../../lib/api-client";
import { sessionQueryKey } from "../../../lib/session/session";
import { accountKeys } from "./query-keys";

export async function updateProfile(input: ProfileUpdate): Promise<ProfileDto> {
  return call(api.api.me.profile.$patch({ json: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      // The header greets the user by the session's first name, which the server has just changed.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
