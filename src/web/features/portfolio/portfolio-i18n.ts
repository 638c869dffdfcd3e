import i18n from "i18next";
import arPortfolio from "../../i18n/locales/ar/portfolio.json";
import enPortfolio from "../../i18n/locales/en/portfolio.json";

// The portfolio's words load with the portfolio's chunk; no other page needs them.
i18n.addResourceBundle("en", "portfolio", enPortfolio, true, true);
i18n.addResourceBundle("ar", "portfolio", arPortfolio, true, true);
