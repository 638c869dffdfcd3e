import BookmarkIcon from "lucide-react/icons/bookmark";
import HeartIcon from "lucide-react/icons/heart";
import ImageOffIcon from "lucide-react/icons/image-off";
import MessageCircleIcon from "lucide-react/icons/message-circle";
import SendIcon from "lucide-react/icons/send";
import type { AdminListingRowDto } from "../../../../../shared/listing-schemas";
import { Logo } from "../../../../components/ui/logo";
import { ListingImage } from "../../../../components/watch/listing-image";
import { useTranslation } from "../../../../i18n/use-translation";

/**
 * The post as Instagram would show it: the shop, the listing's own first photograph and the
 * caption being edited. No like count and no comments: a preview must not show what is not there.
 */
export function InstagramPreview({
  listing,
  caption,
  language,
}: {
  listing: AdminListingRowDto;
  caption: string;
  language: "ar" | "en";
}) {
  const { t } = useTranslation("admin");
  const shopName = t("common:brand.name");
  return (
    <figure
      aria-label={t("posts.preview.label")}
      className="overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-xs"
    >
      <div className="flex items-center gap-2.5 px-3 py-2.5">
        <Logo size="sm" showWordmark={false} />
        <span className="text-sm font-semibold">{shopName}</span>
      </div>
      <div className="aspect-square bg-ivory-deep">
        {listing.image ? (
          <ListingImage media={listing.image} alt={listing.title} sizes="(min-width: 768px) 320px, 90vw" />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
            <ImageOffIcon className="size-8" strokeWidth={1.2} aria-hidden="true" />
            <p className="text-sm">{t("posts.preview.noPhoto")}</p>
          </div>
        )}
      </div>
      <div className="flex items-center gap-3.5 px-3 pt-2.5 text-foreground" aria-hidden="true">
        <HeartIcon className="size-5" strokeWidth={1.6} />
        <MessageCircleIcon className="size-5 -scale-x-100" strokeWidth={1.6} />
        <SendIcon className="size-5" strokeWidth={1.6} />
        <BookmarkIcon className="ms-auto size-5" strokeWidth={1.6} />
      </div>
      <figcaption
        lang={language}
        dir={language === "ar" ? "rtl" : "ltr"}
        // Each line takes its own direction, as Instagram shows it: a Latin hashtag line reads left to right.
        className="max-h-72 overflow-y-auto px-3 pt-2 pb-3 text-sm leading-relaxed break-words whitespace-pre-wrap [unicode-bidi:plaintext]"
      >
        {caption.trim() ? (
          <>
            {/* Isolated, so the shop's name never sets the direction of the caption's first line. */}
            <bdi className="font-semibold">{shopName}</bdi> {caption}
          </>
        ) : (
          <span className="text-muted-foreground">{t("posts.preview.noCaption")}</span>
        )}
      </figcaption>
    </figure>
  );
}
