import arInventory from "../../../shared/locales/ar/inventory.json";
import enInventory from "../../../shared/locales/en/inventory.json";
import { i18n } from "../../i18n/i18n";

// The inventory's words load with the inventory chunk: the store's page and the reseller's own
// (issue 11) both need them, and neither needs the back-office's.
i18n.addResourceBundle("en", "inventory", enInventory);
i18n.addResourceBundle("ar", "inventory", arInventory);
