import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import HouseIcon from "lucide-react/icons/house";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";

/** spec: storefront §2 "404" — the unknown path is logged so broken links can be found. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  // The router stores its position in history.state; 0 means this page opened the tab's history.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate("/");
  };

  return (
    <section
      className="container-page flex flex-col items-center py-20 text-center md:py-32"
      aria-labelledby="page-title"
    >
      <title>{t("meta.pageTitle", { page: t("notFound.title") })}</title>
      <meta name="robots" content="noindex" />
      <p
        className="font-display text-7xl font-medium text-gold-dark lining-nums md:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 id="page-title" className="mt-6 font-display text-3xl font-medium tracking-tight md:text-4xl">
        {t("notFound.title")}
      </h1>
      <div className="mx-auto mt-5 h-px w-16 bg-gold" aria-hidden="true" />
      <p className="mt-6 max-w-md text-muted-foreground">{t("notFound.description")}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="luxury" size="lg">
          <Link to="/">
            <HouseIcon aria-hidden="true" />
            {t("notFound.returnHome")}
          </Link>
        </Button>
        <Button variant="outline" size="lg" onClick={goBack}>
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          {t("notFound.goBack")}
        </Button>
      </div>
    </section>
  );
}
