import { useFormatMoney } from "../../../lib/use-format-money";

/** A KWD amount, kept left to right inside Arabic text (STYLE.md, habit 10). */
export function Kwd({ fils }: { fils: number }) {
  const formatMoney = useFormatMoney();
  return <bdi dir="ltr">{formatMoney(fils, "KWD")}</bdi>;
}
