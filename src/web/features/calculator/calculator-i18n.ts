import arCalculator from "../../../shared/locales/ar/calculator.json";
import enCalculator from "../../../shared/locales/en/calculator.json";
import { i18n } from "../../i18n/i18n";

// The calculator's words load with its chunk: the reseller's /calculator and the back office's
// /admin/calculator both need them; no other page does.
i18n.addResourceBundle("en", "calculator", enCalculator);
i18n.addResourceBundle("ar", "calculator", arCalculator);
