import arAdmin from "../../../shared/locales/ar/admin.json";
import enAdmin from "../../../shared/locales/en/admin.json";
import { i18n } from "../../i18n/i18n";

// The back-office's words load with the admin chunk, so shoppers never download them.
i18n.addResourceBundle("en", "admin", enAdmin);
i18n.addResourceBundle("ar", "admin", arAdmin);
