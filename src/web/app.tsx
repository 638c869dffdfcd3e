import { QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { type DataRouter, RouterProvider } from "react-router";
import { Toaster } from "./components/ui/sonner";
import { i18n } from "./i18n/i18n";
import { useTextDirection } from "./i18n/use-text-direction";
import { createQueryClient } from "./lib/query-client";

/**
 * The whole provider tree. The browser entry passes a browser router; a server renderer can pass
 * a static one built from the same `routes`, so both render the same tree.
 */
export function App({ router }: { router: DataRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DirectedTree>
          <RouterProvider router={router} />
          <Toaster />
        </DirectedTree>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Radix menus, tabs and sheets mirror their placement and arrow keys with the language. */
function DirectedTree({ children }: { children: ReactNode }) {
  return <Direction.DirectionProvider dir={useTextDirection()}>{children}</Direction.DirectionProvider>;
}
