import { i18n } from "../../i18n/i18n";
import arCalculator from "../../i18n/locales/ar/calculator.json";
import enCalculator from "../../i18n/locales/en/calculator.json";

// The calculator's words load with its chunk: the reseller's /calculator and the back office's
// /admin/calculator both need them; no other page does.
i18n.addResourceBundle("en", "calculator", enCalculator);
i18n.addResourceBundle("ar", "calculator", arCalculator);
