import CameraIcon from "lucide-react/icons/camera";
import type { PhotoAdviceKind } from "../../../../shared/analysis-schemas";
import { useTranslation } from "../../../i18n/use-translation";

/** Issue 12: when the AI is unsure, the photos that would settle it. */
export function PhotoAdvice({ advice }: { advice: PhotoAdviceKind[] }) {
  const { t } = useTranslation("analysis");
  if (advice.length === 0) return null;
  return (
    <div className="flex gap-3 rounded-sm border border-border bg-ivory-deep px-4 py-3 text-sm">
      <CameraIcon className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
      <div>
        <p className="font-medium">{t("result.adviceTitle")}</p>
        <ul className="mt-1 list-disc ps-5">
          {advice.map((kind) => (
            <li key={kind}>{t(`result.advice.${kind}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
