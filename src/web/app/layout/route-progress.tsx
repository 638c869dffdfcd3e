import { useNavigation } from "react-router";
import { Logo } from "../../components/ui/logo";
import { Spinner } from "../../components/ui/spinner";
import { useTranslation } from "../../i18n/use-translation";

/** A thin gold bar along the top while the next page's code or data loads. */
export function RouteProgress() {
  const isLoading = useNavigation().state !== "idle";
  if (!isLoading) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-gold/20">
      <div className="h-full w-1/3 animate-progress bg-gold" />
    </div>
  );
}

/** Shown on a first visit while a lazily loaded page (sign-in, tools, back office) arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background">
      <Logo size="lg" />
      <Spinner label={t("status.loading")} />
    </div>
  );
}
