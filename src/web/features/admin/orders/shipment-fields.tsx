import type * as React from "react";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useTranslation } from "../../../i18n/use-translation";

type FieldProps = { htmlFor: string; error: string | undefined };
type InputProps = React.ComponentProps<typeof Input>;

/** Who carries the parcel: the ship dialog's and the bulk shipment's first field. */
export function CarrierField({ field, input }: { field: FieldProps; input: InputProps }) {
  const { t } = useTranslation("admin");
  return (
    <FormField label={t("orders.ship.carrier")} {...field}>
      <Input {...input} maxLength={60} autoComplete="off" placeholder={t("orders.ship.carrierPlaceholder")} />
    </FormField>
  );
}

/** A parcel's tracking number: Latin letters and digits, left to right in Arabic too. */
export function TrackingNumberField({
  label,
  field,
  input,
}: {
  label: string;
  field: FieldProps;
  input: InputProps;
}) {
  return (
    <FormField label={label} {...field}>
      <Input {...input} maxLength={80} autoComplete="off" dir="ltr" />
    </FormField>
  );
}
