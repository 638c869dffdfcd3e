import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useTranslation } from "../../i18n/use-translation";
import type { AnalysisSubject } from "./api/analyse-watch";
import { PhotoDropZone } from "./photo-drop-zone";

export type InputMode = "upload" | "manual";

/**
 * spec: reseller-tools §2 and §5 — the Upload Photo / Manual Entry choice. Manual entry needs a
 * brand and a model (trimmed); a blank reference is sent as "N/A". The button waits for both.
 */
export function AnalysisInput({
  mode,
  onModeChange,
  isAnalysing,
  onAnalyse,
}: {
  mode: InputMode;
  onModeChange: (mode: InputMode) => void;
  isAnalysing: boolean;
  onAnalyse: (subject: AnalysisSubject) => void;
}) {
  const { t } = useTranslation("analysis");
  const id = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [typed, setTyped] = useState({ brand: "", model: "", reference: "" });
  const isTypedComplete = typed.brand.trim() !== "" && typed.model.trim() !== "";
  const type = (field: keyof typeof typed) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setTyped((current) => ({ ...current, [field]: event.target.value }));

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    if (!isTypedComplete || isAnalysing) return;
    onAnalyse({
      manual: {
        brand: typed.brand.trim(),
        model: typed.model.trim(),
        reference: typed.reference.trim() || "N/A",
      },
    });
  };
  const submitPhoto = (event: FormEvent) => {
    event.preventDefault();
    if (photo && !isAnalysing) onAnalyse({ photo });
  };
  const analyseButton = (isReady: boolean) => (
    <Button type="submit" variant="luxury" size="lg" className="w-full" disabled={!isReady || isAnalysing}>
      {isAnalysing && <Spinner aria-hidden="true" />}
      {isAnalysing ? t("input.analysing") : t("input.analyse")}
    </Button>
  );

  return (
    <Tabs value={mode} onValueChange={(value) => onModeChange(value as InputMode)}>
      <TabsList aria-label={t("input.label")}>
        <TabsTrigger value="upload">{t("input.upload")}</TabsTrigger>
        <TabsTrigger value="manual">{t("input.manual")}</TabsTrigger>
      </TabsList>
      <TabsContent value="upload">
        <form className="grid gap-4" onSubmit={submitPhoto} aria-label={t("input.upload")}>
          <PhotoDropZone id={`${id}-photo`} file={photo} disabled={isAnalysing} onPick={setPhoto} />
          {analyseButton(photo !== null)}
        </form>
      </TabsContent>
      <TabsContent value="manual">
        <form className="grid gap-4" onSubmit={submitManual} aria-label={t("input.manual")} noValidate>
          <FormField label={t("input.brand")} htmlFor={`${id}-brand`}>
            <Input
              id={`${id}-brand`}
              value={typed.brand}
              onChange={type("brand")}
              placeholder={t("input.brandPlaceholder")}
              autoComplete="off"
              maxLength={100}
              required
              dir="auto"
            />
          </FormField>
          <FormField label={t("input.model")} htmlFor={`${id}-model`}>
            <Input
              id={`${id}-model`}
              value={typed.model}
              onChange={type("model")}
              placeholder={t("input.modelPlaceholder")}
              autoComplete="off"
              maxLength={150}
              required
              dir="auto"
            />
          </FormField>
          <FormField
            label={
              <>
                {t("input.reference")}{" "}
                <span className="font-normal text-muted-foreground">({t("input.optional")})</span>
              </>
            }
            htmlFor={`${id}-reference`}
            hint={t("input.referenceHint")}
          >
            <Input
              id={`${id}-reference`}
              value={typed.reference}
              onChange={type("reference")}
              placeholder={t("input.referencePlaceholder")}
              autoComplete="off"
              maxLength={100}
              dir="auto"
            />
          </FormField>
          {!isTypedComplete && (
            <p id={`${id}-needs`} className="text-xs text-muted-foreground">
              {t("input.manualRequired")}
            </p>
          )}
          {analyseButton(isTypedComplete)}
        </form>
      </TabsContent>
    </Tabs>
  );
}
