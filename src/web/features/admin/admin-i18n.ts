import arAdmin from "../../../shared/locales/ar/admin.json";
import arSell from "../../../shared/locales/ar/sell.json";
import enAdmin from "../../../shared/locales/en/admin.json";
import enSell from "../../../shared/locales/en/sell.json";
import { i18n } from "../../i18n/i18n";

// The back-office's words load with the admin chunk, so shoppers never download them.
i18n.addResourceBundle("en", "admin", enAdmin);
i18n.addResourceBundle("ar", "admin", arAdmin);
// Issue 31: the trade-in queue shows the Sell form's validation words to staff too.
i18n.addResourceBundle("en", "sell", enSell);
i18n.addResourceBundle("ar", "sell", arSell);
