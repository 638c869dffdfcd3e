import type { SpecificationKey } from "../../shared/catalog";

/**
 * The Arabic of the demo watches' free-text specification values, by reference (issue 24): what
 * staff write beside the English in the listing form. A watch or a key not here shows the
 * dictionary's words (shared/spec-values.ts), else its English value, isolated.
 */
export const demoArabicSpecifications: Record<string, Partial<Record<SpecificationKey, string>>> = {
  "126610LN": {
    warranty: "ضمان Rolex الدولي حتى 2026",
    serviceHistory: "لا تحتاج إلى صيانة؛ دقتها +2 ثانية في اليوم",
    caseMaterial: "فولاذ Oystersteel",
    caseSize: "41 مم",
    thickness: "12.5 مم",
    dialColor: "أسود",
    bezelType: "دوّار في اتجاه واحد بتدريج 60 دقيقة، بحلقة سيراميك Cerachrom سوداء",
    movement: "أوتوماتيكية، عيار Calibre 3235",
    complications: "التاريخ",
    waterResistance: "300 م",
    braceletStrap: "سوار Oyster من فولاذ Oystersteel بمشبك Glidelock",
  },
  "126710BLRO": {
    warranty: "ضمان Rolex الدولي حتى 2027",
    serviceHistory: "لا تحتاج إلى صيانة؛ أُزيلت ملصقات الحماية للتو",
    caseMaterial: "فولاذ Oystersteel",
    caseSize: "40 مم",
    thickness: "12 مم",
    dialColor: "أسود",
    bezelType: "دوّار في الاتجاهين بتدريج 24 ساعة، بحلقة سيراميك Cerachrom حمراء وزرقاء",
    movement: "أوتوماتيكية، عيار Calibre 3285",
    complications: "توقيت ثانٍ (GMT)، التاريخ",
    waterResistance: "100 م",
    braceletStrap: "سوار Jubilee من فولاذ Oystersteel بمشبك Oysterlock",
  },
  "116500LN": {
    warranty: "ضمان ميزان لمدة 24 شهرًا",
    serviceHistory: "صيانة لدى Rolex عام 2024، مع أوراق الصيانة",
    caseMaterial: "فولاذ Oystersteel",
    caseSize: "40 مم",
    thickness: "12.4 مم",
    dialColor: "أبيض بعدّادات سوداء",
    bezelType: "ثابت، من سيراميك Cerachrom أسود بمقياس سرعة",
    movement: "كرونوغراف أوتوماتيكي، عيار Calibre 4130",
    complications: "كرونوغراف",
    waterResistance: "100 م",
    braceletStrap: "سوار Oyster من فولاذ Oystersteel بمشبك Oysterlock",
  },
  "310.30.42.50.01.001": {
    warranty: "ضمان Omega حتى 2027",
    serviceHistory: "لا تحتاج إلى صيانة",
    caseMaterial: "فولاذ مقاوم للصدأ",
    caseSize: "42 مم",
    thickness: "13.2 مم",
    dialColor: "أسود، متدرّج",
    bezelType: "ثابت، من الألمنيوم الأسود بمقياس سرعة",
    movement: "كرونوغراف يدوي التعبئة، عيار Co-Axial Master Chronometer Calibre 3861",
    complications: "كرونوغراف",
    waterResistance: "50 م",
    braceletStrap: "سوار من الفولاذ المقاوم للصدأ",
  },
};
