import type { ExternalToast } from "sonner";

let markToasterReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

/** The Toaster calls this once it listens, so no toast is shown before anyone can see it. */
export function toasterListening(): void {
  markToasterReady();
}

type Kind = "message" | "success" | "error";

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void Promise.all([import("sonner"), toasterReady]).then(([{ toast }]) => {
    if (kind === "message") toast(message, options);
    else toast[kind](message, options);
  });
}

/**
 * sonner's `toast`, `toast.success` and `toast.error`. sonner arrives with the Toaster just after
 * the page has hydrated (toaster.tsx), so the storefront's first JavaScript does not carry it.
 */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show("message", message, options),
  {
    success: (message: string, options?: ExternalToast) => show("success", message, options),
    error: (message: string, options?: ExternalToast) => show("error", message, options),
  },
);
