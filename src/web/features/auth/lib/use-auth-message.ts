import { useTranslation } from "react-i18next";
import type { AuthMessage } from "./auth-errors";

/** Turns an `AuthMessage` into the words to show in the current language. */
export function useAuthMessage(): (message: AuthMessage) => string {
  const { t } = useTranslation("auth");
  return (message) => ("key" in message ? t(message.key) : message.text);
}
