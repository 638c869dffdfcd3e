import { i18n } from "../../i18n/i18n";
import arPortfolio from "../../i18n/locales/ar/portfolio.json";
import enPortfolio from "../../i18n/locales/en/portfolio.json";

// The portfolio's words load with the portfolio's chunk; no other page needs them.
i18n.addResourceBundle("en", "portfolio", enPortfolio);
i18n.addResourceBundle("ar", "portfolio", arPortfolio);
