import { useMutation } from "@tanstack/react-query";
import type { ManualAnalysisInput } from "../../../../shared/analysis-schemas";
import { api, call } from "../../../lib/api-client";
import { uploadImage } from "../../../lib/upload-image";

/** What the user asked to analyse: a photo they chose, or typed details. */
export type AnalysisSubject = { photo: File } | { manual: ManualAnalysisInput };

/**
 * spec: reseller-tools §7 analyze-watch (issue 12): a photo is uploaded first (the server keeps it
 * as the user's own, for Save to Portfolio), then named and priced by /api/me/analysis.
 */
export function useAnalyseWatch() {
  return useMutation({
    mutationFn: async (subject: AnalysisSubject) => {
      if ("manual" in subject) return call(api.api.me.analysis.$post({ json: { manual: subject.manual } }));
      const photo = await uploadImage("/api/me/analysis/photos", subject.photo);
      return call(api.api.me.analysis.$post({ json: { photoId: photo.id } }));
    },
  });
}
