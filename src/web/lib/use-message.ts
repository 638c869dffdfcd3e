import { useTranslation } from "../i18n/use-translation";
import type { Message } from "./message";

/** Turns a `Message` into the words to show in the current language. */
export function useMessage(): (message: Message) => string {
  const { t } = useTranslation();
  return (message) => ("key" in message ? t(message.key, message.values) : message.text);
}
