import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import { type ReactNode, useEffect } from "react";
import type { CurrencyPreference } from "../../shared/display-currencies";
import { Toaster } from "../components/ui/toaster";
import type { Translator } from "../i18n/translator";
import { useTextDirection } from "../i18n/use-text-direction";
import { TranslatorProvider } from "../i18n/use-translation";
import { CurrencyPreferenceProvider } from "../lib/display-currency";
import { replayFirstTap } from "../lib/first-tap";
import { registerSessionScopedQueries } from "./session-scoped-queries";

// Once per page (or server process), before anyone can sign in or out.
registerSessionScopedQueries();

/**
 * The whole provider tree around a router. The browser passes its RouterProvider and the server a
 * StaticRouterProvider built from the same `routes`, each with its own query client, translator
 * and shopper's currency preference (the server's are per request), so both render the same tree.
 */
export function App({
  queryClient,
  i18n,
  currency,
  children,
}: {
  queryClient: QueryClient;
  i18n: Translator;
  currency: CurrencyPreference;
  children: ReactNode;
}) {
  useMarkLive();
  return (
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={i18n}>
        <CurrencyPreferenceProvider initial={currency}>
          <DirectedTree>
            {children}
            <Toaster />
          </DirectedTree>
        </CurrencyPreferenceProvider>
      </TranslatorProvider>
    </QueryClientProvider>
  );
}

/** Radix menus, tabs and sheets mirror their placement and arrow keys with the language. */
function DirectedTree({ children }: { children: ReactNode }) {
  return <Direction.DirectionProvider dir={useTextDirection()}>{children}</Direction.DirectionProvider>;
}

/**
 * `<html data-live>` once the app has hydrated (or rendered) and answers input: until then a
 * server-rendered page is only HTML. End-to-end tests wait for it before they act. A button the
 * shopper pressed before then is pressed again now (decision 014).
 */
function useMarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = "";
    replayFirstTap();
  }, []);
}
