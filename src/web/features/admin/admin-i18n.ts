import { i18n } from "../../i18n/i18n";
import arAdmin from "../../i18n/locales/ar/admin.json";
import enAdmin from "../../i18n/locales/en/admin.json";

// The back-office's words load with the admin chunk, so shoppers never download them.
i18n.addResourceBundle("en", "admin", enAdmin);
i18n.addResourceBundle("ar", "admin", arAdmin);
