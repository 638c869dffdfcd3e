import { useMutation } from "@tanstack/react-query";
import type { PriceCandidateInput } from "../../../../shared/analysis-schemas";
import { api, call } from "../../../lib/api-client";

/** Issue 12: the market of an alternative candidate the user picked, from the same named sources. */
export function usePriceCandidate() {
  return useMutation({
    mutationFn: (candidate: PriceCandidateInput) =>
      call(api.api.me.analysis.price.$post({ json: candidate })),
  });
}
