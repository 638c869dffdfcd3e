import type { ContentPageSlug } from "../../../../shared/content-pages";
import { pageProseClass, SitePageLayout } from "../../../components/site-page/site-page-layout";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { useLanguage } from "../../../i18n/use-language";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useContentPage } from "../api/get-content-page";

/**
 * Issue 13, dead pages: About, Help, Shipping & Returns and the legal pages, written as Markdown
 * in the repository and rendered to allow-listed HTML by the server, in the shopper's language.
 */
export function ContentPage({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation("pages");
  const language = useLanguage();
  const { data: page, error, refetch } = useContentPage(slug, language);
  if (!page) {
    if (error)
      return (
        <div className="container-page py-16">
          <LoadFailedPanel
            role="alert"
            text={errorMessage(error, t, "pages:content.loadFailed")}
            retry={t("common:actions.tryAgain")}
            onRetry={() => void refetch()}
          />
        </div>
      );
    return <PageSpinner />;
  }
  return (
    <SitePageLayout eyebrow={t("content.eyebrow")} title={page.title}>
      <title>{t("meta.pageTitle", { ns: "common", page: page.title })}</title>
      <meta name="description" content={page.description} />
      <article
        aria-labelledby="page-title"
        lang={page.language}
        className={pageProseClass}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the repository's Markdown through the description allow-list
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </SitePageLayout>
  );
}
