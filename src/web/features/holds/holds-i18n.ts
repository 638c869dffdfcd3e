import arHolds from "../../../shared/locales/ar/holds.json";
import enHolds from "../../../shared/locales/en/holds.json";
import { i18n } from "../../i18n/i18n";

// Issue 31: the deposit's and the offer's words load with their buttons and the hold page, so no
// storefront page's first load carries them.
i18n.addResourceBundle("en", "holds", enHolds);
i18n.addResourceBundle("ar", "holds", arHolds);
