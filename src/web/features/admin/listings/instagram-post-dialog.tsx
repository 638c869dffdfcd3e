import CopyIcon from "lucide-react/icons/copy";
import SaveIcon from "lucide-react/icons/save";
import SparklesIcon from "lucide-react/icons/sparkles";
import { useState } from "react";
import {
  maxPostLength,
  type PostDto,
  type PostSource,
  postsSaveSchema,
} from "../../../../shared/instagram-posts";
import type { AdminListingRowDto } from "../../../../shared/listing-schemas";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { apiErrorMessage, errorMessage } from "../../../lib/error-messages";
import { useMessage } from "../../../lib/use-message";
import { useGeneratePosts } from "./posts/generate-posts";
import { useSavedPosts } from "./posts/get-saved-posts";
import { InstagramPreview } from "./posts/instagram-preview";
import { postValidationMessage, refusalOf } from "./posts/post-validation";
import { useSavePosts } from "./posts/save-posts";

type Language = "ar" | "en";
type Draft = Pick<PostDto, "arabicPost" | "englishPost"> & { source: PostSource };

/** spec: storefront §2 — Arabic and English tabs, the Arabic first. */
const languages: Language[] = ["ar", "en"];
const fieldOf = { ar: "arabicPost", en: "englishPost" } as const;
const groupedMax = maxPostLength.toLocaleString("en");

const draftOf = (posts: PostDto): Draft => ({
  arabicPost: posts.arabicPost,
  englishPost: posts.englishPost,
  source: posts.source,
});

/**
 * The Instagram post dialog (spec: storefront §2 Listings; issue 9): the saved pair when there is
 * one, Generate / Regenerate (the AI provider's pair or the built-in templates), each post edited
 * in its tab, Copy, Save that stores both, and a preview with the listing's own first photograph.
 */
export function InstagramPostDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: AdminListingRowDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const say = useMessage();
  const saved = useSavedPosts(listing.id, open);
  const generate = useGeneratePosts();
  const save = useSavePosts();
  // Unsaved changes (a generated pair or an edit); none means the dialog shows what is stored.
  const [draft, setDraft] = useState<Draft>();
  const [language, setLanguage] = useState<Language>(i18n.language === "ar" ? "ar" : "en");

  const stored = saved.data ? draftOf(saved.data) : undefined;
  const current = draft ?? stored;
  const isDirty =
    draft !== undefined &&
    (draft.arabicPost !== stored?.arabicPost ||
      draft.englishPost !== stored?.englishPost ||
      draft.source !== stored?.source);
  const languageName = (code: Language) => t(code === "ar" ? "posts.arabic" : "posts.english");
  const postName = (code: Language) => t(code === "ar" ? "posts.arabicPost" : "posts.englishPost");

  function changeOpen(next: boolean) {
    if (!next) setDraft(undefined);
    onOpenChange(next);
  }

  function onGenerate() {
    generate.mutate(listing.id, {
      onSuccess: (posts) => {
        setDraft(draftOf(posts));
        if (posts.source === "ai") toast.success(t("posts.generated"));
        else toast(t("posts.fallbackTitle"), { description: t("posts.fallback") });
      },
      onError: (error) => toast.error(t("posts.generateFailed"), { description: errorMessage(error, t) }),
    });
  }

  function onSave() {
    if (!current) return;
    const checked = postsSaveSchema.safeParse(current);
    if (!checked.success) {
      const first = checked.error.issues[0]?.message ?? "";
      toast.error(t("posts.saveFailed"), { description: say(postValidationMessage(first)) });
      return;
    }
    save.mutate(
      { id: listing.id, posts: checked.data },
      {
        onSuccess: () => {
          setDraft(undefined);
          toast.success(t("posts.saved"));
        },
        onError: (error) =>
          toast.error(t("posts.saveFailed"), {
            description: say(refusalOf(error) ?? apiErrorMessage(error)),
          }),
      },
    );
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("posts.copied"));
    } catch {
      toast.error(t("posts.copyFailed"));
    }
  }

  const status = !current ? undefined : isDirty ? t("posts.status.unsaved") : t("posts.status.saved");

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-4xl">
        <DialogHeader className="pe-8">
          <DialogTitle>{t("posts.title")}</DialogTitle>
          <DialogDescription>
            <bdi>{listing.title}</bdi>
          </DialogDescription>
        </DialogHeader>

        {saved.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label={t("posts.loading")} />
          </div>
        ) : saved.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 py-12 text-center text-sm">
            <p className="text-destructive">
              {t("posts.loadFailed")} {errorMessage(saved.error, t)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void saved.refetch()}>
              {t("common:actions.tryAgain")}
            </Button>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="grid content-start gap-3">
              {current ? (
                <Tabs
                  value={language}
                  onValueChange={(value) => setLanguage(value as Language)}
                  className="gap-4"
                >
                  <TabsList>
                    {languages.map((code) => (
                      <TabsTrigger key={code} value={code}>
                        {languageName(code)}
                      </TabsTrigger>
                    ))}
                  </TabsList>
                  {languages.map((code) => {
                    const field = fieldOf[code];
                    const text = current[field];
                    const id = `instagram-post-${code}`;
                    return (
                      <TabsContent key={code} value={code} className="grid gap-2">
                        <label htmlFor={id} className="sr-only">
                          {postName(code)}
                        </label>
                        <textarea
                          id={id}
                          lang={code}
                          dir={code === "ar" ? "rtl" : "ltr"}
                          value={text}
                          rows={14}
                          onChange={(event) => setDraft({ ...current, [field]: event.target.value })}
                          aria-describedby={`${id}-count`}
                          aria-invalid={text.length > maxPostLength || undefined}
                          // Each line takes its own direction, as Instagram shows it: a Latin hashtag line reads left to right.
                          className={cn(
                            "min-h-64 w-full rounded-sm border border-input bg-card px-3.5 py-3 text-sm leading-relaxed",
                            "shadow-xs outline-none [unicode-bidi:plaintext] focus-visible:border-gold-dark",
                            "focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
                          )}
                        />
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <p
                            id={`${id}-count`}
                            className={cn(
                              "text-xs tabular-nums text-muted-foreground",
                              text.length > maxPostLength && "text-destructive",
                            )}
                          >
                            {t("posts.characters", {
                              length: text.length.toLocaleString("en"),
                              max: groupedMax,
                            })}
                          </p>
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => void copy(text)}
                            aria-label={t("posts.copyPost", { post: postName(code) })}
                          >
                            <CopyIcon aria-hidden="true" />
                            {t("posts.copy")}
                          </Button>
                        </div>
                      </TabsContent>
                    );
                  })}
                </Tabs>
              ) : (
                <div className="grid gap-2 rounded-md border border-dashed border-input bg-card px-6 py-12 text-center">
                  <p className="font-medium">{t("posts.emptyTitle")}</p>
                  <p className="text-sm text-muted-foreground">{t("posts.empty")}</p>
                </div>
              )}
              <p aria-live="polite" className="text-xs text-muted-foreground">
                {status && (
                  <>
                    {status} · {t(`posts.source.${current?.source ?? "template"}`)}
                  </>
                )}
              </p>
            </div>
            <div className="grid content-start gap-2">
              <h3 className="text-xs font-medium uppercase tracking-[0.16em] text-muted-foreground">
                {t("posts.preview.title")}
              </h3>
              <InstagramPreview
                listing={listing}
                caption={current?.[fieldOf[language]] ?? ""}
                language={language}
              />
            </div>
          </div>
        )}

        <DialogFooter>
          <Button variant="elegant" onClick={onGenerate} disabled={generate.isPending || saved.isPending}>
            {generate.isPending ? <Spinner className="size-4" /> : <SparklesIcon aria-hidden="true" />}
            {generate.isPending
              ? t("posts.generating")
              : current
                ? t("posts.regenerate")
                : t("posts.generate")}
          </Button>
          <Button
            variant="luxury"
            onClick={onSave}
            disabled={!current || (!isDirty && stored !== undefined) || save.isPending}
          >
            {save.isPending ? <Spinner className="size-4" /> : <SaveIcon aria-hidden="true" />}
            {save.isPending ? t("posts.saving") : t("posts.save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
