import LoaderCircleIcon from "lucide-react/icons/loader-circle";
import type * as React from "react";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";

/** A loading indicator announced to assistive technology; `label` defaults to "Loading...". */
export function Spinner({ className, label, ...props }: React.ComponentProps<"svg"> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <LoaderCircleIcon
      role="status"
      aria-label={label ?? t("status.loading")}
      className={cn("size-5 animate-spin text-gold-dark", className)}
      {...props}
    />
  );
}
