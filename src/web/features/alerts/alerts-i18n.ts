import arAlerts from "../../../shared/locales/ar/alerts.json";
import enAlerts from "../../../shared/locales/en/alerts.json";
import { i18n } from "../../i18n/i18n";

// Issue 30: the alerts' words load with the account's alerts pages and the alert e-mails' links.
i18n.addResourceBundle("en", "alerts", enAlerts);
i18n.addResourceBundle("ar", "alerts", arAlerts);
