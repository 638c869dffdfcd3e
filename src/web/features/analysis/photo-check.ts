import { maxAnalysisPhotoBytes } from "../../../shared/analysis-schemas";

/**
 * Why a chosen or dropped file cannot be analysed, as its message key, or null when it can: images
 * only and at most 10 MB (spec §5 and §9; the server checks the content and the size again).
 */
export function photoProblem(file: File): "input.notAnImage" | "input.tooLarge" | null {
  if (!file.type.startsWith("image/")) return "input.notAnImage";
  if (file.size > maxAnalysisPhotoBytes) return "input.tooLarge";
  return null;
}
