import { useState } from "react";
import { ToolPage } from "../../components/ui/tool-page";
import { AuthDialog } from "../../features/auth/components/auth-dialog";
import { personalInventoryAdapter } from "../../features/inventory/api/personal-inventory-adapter";
import { InventoryView } from "../../features/inventory/inventory-view";
import { useTranslation } from "../../i18n/use-translation";

/**
 * spec: reseller-tools §2 — /inventory, "Inventory Management", section id inventory (issue 11):
 * the shared inventory view over the reseller's own adapter. A write the server refuses for want of
 * a session (signed out in another tab) opens the sign-in dialog over what was typed (§6), so the
 * page composes the inventory with the auth feature and lives in the app.
 */
export function MyInventoryPage() {
  const { t } = useTranslation("inventory");
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <>
      <InventoryView
        adapter={personalInventoryAdapter}
        page={(actions, body) => (
          <ToolPage
            id="inventory"
            title={t("common:tools.pages.inventory.title")}
            intro={t("mine.intro")}
            actions={actions}
          >
            {body}
          </ToolPage>
        )}
        onSignedOut={() => setSignInOpen(true)}
      />
      <AuthDialog open={signInOpen} onOpenChange={setSignInOpen} defaultTab="signin" />
    </>
  );
}
