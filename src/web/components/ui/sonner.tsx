import { useEffect } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { directionOf, isLanguage } from "../../../shared/i18n";
import { useTranslation } from "../../i18n/use-translation";
import { toasterListening } from "./toast";

/** The shop's toasts: ink and gold, 4 s, three at most, mirrored in Arabic (spec: storefront §8). */
export function Toaster(props: ToasterProps) {
  const { t, i18n } = useTranslation();
  const dir = isLanguage(i18n.language) ? directionOf(i18n.language) : "ltr";
  // Effects run children first: by now sonner's own Toaster has subscribed to new toasts.
  useEffect(toasterListening, []);
  return (
    <Sonner
      dir={dir}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      duration={4000}
      visibleToasts={3}
      richColors={false}
      closeButton
      // sonner's own words are English: the region's name, with its shortcut, and each close button.
      customAriaLabel={t("toaster.label")}
      // On phones the fixed bottom bar (4rem) owns the bottom edge; toasts sit just above it.
      mobileOffset={{ bottom: "calc(4rem + env(safe-area-inset-bottom) + 0.75rem)" }}
      toastOptions={{
        closeButtonAriaLabel: t("toaster.close"),
        classNames: {
          toast:
            "!rounded-sm !border !border-gold/30 !bg-ink !text-ivory !shadow-2xl !shadow-black/30 !font-sans",
          title: "!text-sm !font-semibold !tracking-wide",
          description: "!text-sm !text-ivory/80",
          closeButton: "!border-gold/30 !bg-ink !text-ivory",
          actionButton: "!bg-gold !text-ink",
        },
      }}
      {...props}
    />
  );
}
