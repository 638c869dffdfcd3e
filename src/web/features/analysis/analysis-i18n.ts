import arAnalysis from "../../../shared/locales/ar/analysis.json";
import enAnalysis from "../../../shared/locales/en/analysis.json";
import { i18n } from "../../i18n/i18n";

// The analysis's words load with its chunk: /analysis, /simple-analysis and /admin/simple-analysis
// need them; no other page does.
i18n.addResourceBundle("en", "analysis", enAnalysis);
i18n.addResourceBundle("ar", "analysis", arAnalysis);
