import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../../components/ui/button";
import { Logo } from "../../components/ui/logo";
import { useTranslation } from "../../i18n/use-translation";

function describeError(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}` };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

/**
 * spec: storefront §8 — "Unexpected Application Error!" with the message. The stack helps us in
 * development and only confuses shoppers, so production builds leave it out.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const { message, stack } = describeError(useRouteError());
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-background px-5 py-16">
      <title>{t("meta.pageTitle", { page: t("errorBoundary.title") })}</title>
      <div className="w-full max-w-xl rounded-md border border-border bg-card p-8 shadow-sm md:p-10">
        <Logo size="sm" />
        <h1 className="mt-8 font-display text-3xl font-medium tracking-tight">{t("errorBoundary.title")}</h1>
        <p role="alert" className="mt-4 text-destructive">
          {message}
        </p>
        <p className="mt-4 text-sm text-muted-foreground">{t("errorBoundary.description")}</p>
        {import.meta.env.DEV && stack && (
          <pre
            dir="ltr"
            className="mt-6 max-h-64 overflow-auto rounded-sm bg-ink p-4 text-start text-xs text-ivory/85"
          >
            {stack}
          </pre>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Button variant="luxury" onClick={() => window.location.reload()}>
            {t("errorBoundary.reload")}
          </Button>
          <Button asChild variant="outline">
            <a href="/">{t("notFound.returnHome")}</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
