import arPortfolio from "../../../shared/locales/ar/portfolio.json";
import enPortfolio from "../../../shared/locales/en/portfolio.json";
import { i18n } from "../../i18n/i18n";

// The portfolio's words load with the portfolio's chunk; no other page needs them.
i18n.addResourceBundle("en", "portfolio", enPortfolio);
i18n.addResourceBundle("ar", "portfolio", arPortfolio);
