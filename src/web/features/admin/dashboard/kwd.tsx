import { formatMoney } from "../../../../shared/money";

/** A KWD amount, kept left to right inside Arabic text (STYLE.md, habit 10). */
export function Kwd({ fils }: { fils: number }) {
  return <bdi dir="ltr">{formatMoney(fils, "KWD")}</bdi>;
}
