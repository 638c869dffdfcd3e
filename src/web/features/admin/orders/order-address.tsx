import { addressFields, latinAddressFields } from "../../../../shared/address-fields";
import { countryName } from "../../../../shared/countries";
import { useTranslation } from "../../../i18n/use-translation";
import { DetailRow } from "./detail-parts";

/** The shipping address as the buyer typed it, each part labelled, the country in the reader's language. */
export function OrderAddress({ address }: { address: Record<string, string> }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <div className="grid gap-3 text-sm">
      {address.fullName && (
        <p className="font-medium">
          <bdi>{address.fullName}</bdi>
        </p>
      )}
      <dl className="grid gap-2">
        {addressFields
          .filter((field) => address[field])
          .map((field) => (
            <DetailRow key={field} label={t(`orders.address.${field}`)}>
              <bdi dir={latinAddressFields.has(field) ? "ltr" : "auto"}>{address[field]}</bdi>
            </DetailRow>
          ))}
        {address.country && (
          <DetailRow label={t("orders.address.country")}>
            {countryName(address.country, i18n.language)}
          </DetailRow>
        )}
      </dl>
    </div>
  );
}
