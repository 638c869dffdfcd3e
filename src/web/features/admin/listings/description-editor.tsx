import { useQuery } from "@tanstack/react-query";
import EyeIcon from "lucide-react/icons/eye";
import PencilLineIcon from "lucide-react/icons/pencil-line";
import SparklesIcon from "lucide-react/icons/sparkles";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { DescriptionSections } from "../../../components/watch/description-sections";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/error-messages";
import { previewDescription } from "./api/generate-description";
import { adminListingKeys } from "./api/query-keys";

type Language = "en" | "ar";
type Mode = "edit" | "preview";

/** The Preview asks the server for exactly what it would store, so no unsanitised HTML renders here. */
function Preview({ html, language }: { html: string; language: Language }) {
  const { t } = useTranslation("admin");
  const preview = useQuery({
    queryKey: [...adminListingKeys.all, "preview", html],
    queryFn: () => previewDescription(html),
    enabled: html.trim() !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (html.trim() === "")
    return <p className="text-sm text-muted-foreground">{t("listings.description.empty")}</p>;
  if (preview.isPending) return <Spinner />;
  if (preview.isError) return <p className="text-sm text-destructive">{errorMessage(preview.error, t)}</p>;
  return (
    <div lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
      <DescriptionSections html={preview.data} />
    </div>
  );
}

/**
 * spec: storefront §2 description editor — Edit / Preview over HTML, in English and in Arabic
 * (issue 9), with "Generate with AI" filling both.
 */
export function DescriptionEditor({
  values,
  onChange,
  onGenerate,
  isGenerating,
}: {
  values: Record<Language, string>;
  onChange: (language: Language, html: string) => void;
  onGenerate: () => void;
  isGenerating: boolean;
}) {
  const { t } = useTranslation("admin");
  const [mode, setMode] = useState<Mode>("edit");
  const languages: Language[] = ["en", "ar"];
  const languageName = (language: Language) =>
    t(language === "en" ? "listings.description.english" : "listings.description.arabic");

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset
          aria-label={t("listings.dialog.descriptionSection")}
          className="m-0 inline-flex min-w-0 rounded-sm border border-border p-0.5"
        >
          {(["edit", "preview"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={cn(
                "inline-flex h-8 items-center gap-1.5 rounded-[3px] px-3 text-xs font-medium transition-colors",
                "outline-none focus-visible:ring-2 focus-visible:ring-ring",
                mode === option ? "bg-ink text-ivory" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {option === "edit" ? (
                <PencilLineIcon className="size-3.5" aria-hidden="true" />
              ) : (
                <EyeIcon className="size-3.5" aria-hidden="true" />
              )}
              {t(`listings.description.${option}`)}
            </button>
          ))}
        </fieldset>
        <Button type="button" variant="elegant" size="sm" onClick={onGenerate} disabled={isGenerating}>
          {isGenerating ? <Spinner className="size-3.5" /> : <SparklesIcon aria-hidden="true" />}
          {isGenerating ? t("listings.description.generating") : t("listings.description.generate")}
        </Button>
      </div>
      <Tabs defaultValue="en" className="gap-4">
        <TabsList>
          {languages.map((language) => (
            <TabsTrigger key={language} value={language}>
              {languageName(language)}
            </TabsTrigger>
          ))}
        </TabsList>
        {languages.map((language) => (
          <TabsContent key={language} value={language} className="grid gap-2">
            {mode === "edit" ? (
              <>
                <label htmlFor={`description-${language}`} className="sr-only">
                  {t("listings.description.label", { language: languageName(language) })}
                </label>
                <textarea
                  id={`description-${language}`}
                  lang={language}
                  dir={language === "ar" ? "rtl" : "ltr"}
                  value={values[language]}
                  maxLength={20_000}
                  rows={10}
                  onChange={(event) => onChange(language, event.target.value)}
                  aria-describedby={`description-${language}-hint`}
                  className={cn(
                    "min-h-48 w-full rounded-sm border border-input bg-card px-3.5 py-3 font-mono text-xs leading-relaxed",
                    "shadow-xs outline-none focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40",
                  )}
                />
                <p id={`description-${language}-hint`} className="text-xs text-muted-foreground">
                  {t("listings.description.hint")}
                </p>
              </>
            ) : (
              <div className="min-h-48 rounded-sm border border-border bg-background p-4 sm:p-6">
                <Preview html={values[language]} language={language} />
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
