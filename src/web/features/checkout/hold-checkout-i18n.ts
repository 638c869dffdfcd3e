import arHolds from "../../../shared/locales/ar/holds.json";
import enHolds from "../../../shared/locales/en/holds.json";
import { i18n } from "../../i18n/i18n";

// Issue 31: a hold's checkout says its words with the hold's own (holds.json), loaded with its
// chunk, so the cart's checkout and every other page's first load go without them.
i18n.addResourceBundle("en", "holds", enHolds);
i18n.addResourceBundle("ar", "holds", arHolds);
