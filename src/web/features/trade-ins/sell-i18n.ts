import arSell from "../../../shared/locales/ar/sell.json";
import enSell from "../../../shared/locales/en/sell.json";
import { i18n } from "../../i18n/i18n";

// Issue 31: the Sell page's words load with its chunk, so no other storefront page carries them.
i18n.addResourceBundle("en", "sell", enSell);
i18n.addResourceBundle("ar", "sell", arSell);
