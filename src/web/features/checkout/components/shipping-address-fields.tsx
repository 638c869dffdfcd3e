import { useWatch } from "react-hook-form";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { useTranslation } from "../../../i18n/use-translation";
import { CheckoutSection } from "./checkout-section";
import { type CheckoutFieldName, type CheckoutForm, useCheckoutField } from "./use-checkout-field";

type TextField = {
  name: CheckoutFieldName;
  label: string;
  autoComplete?: string;
  isOptional?: boolean;
  /** Latin-only values (postcodes) read left to right inside Arabic. */
  isLatin?: boolean;
  inputMode?: "numeric" | "text";
};

/**
 * The shipping address (shared shippingAddressSchema): name, phone, country, city, then for Kuwait
 * area, block, street, avenue, house and floor, and elsewhere street lines, region and postcode.
 */
export function ShippingAddressFields({
  form,
  countries,
  canRemember,
}: {
  form: CheckoutForm;
  countries: { code: string; name: string }[];
  canRemember: boolean;
}) {
  const { t } = useTranslation("checkout");
  const fieldFor = useCheckoutField(form);
  const country = useWatch({ control: form.control, name: "shipping.country" });
  const isKuwait = country === "KW";

  const text = ({ name, label, autoComplete, isOptional, isLatin, inputMode }: TextField) => {
    const { field, control } = fieldFor(name);
    return (
      <FormField
        key={name}
        label={
          isOptional ? (
            <>
              {label}{" "}
              <span className="font-normal normal-case tracking-normal">({t("checkout.optional")})</span>
            </>
          ) : (
            label
          )
        }
        {...field}
      >
        <Input
          autoComplete={autoComplete}
          inputMode={inputMode}
          dir={isLatin ? "ltr" : "auto"}
          className="text-start rtl:text-end"
          {...control}
        />
      </FormField>
    );
  };

  // Registration order is the order invalid fields are focused in: the form's own order.
  const fullName = text({
    name: "shipping.fullName",
    label: t("checkout.fullName"),
    autoComplete: "shipping name",
  });
  const phone = fieldFor("shipping.phone");
  const countryField = fieldFor("shipping.country");

  return (
    <CheckoutSection title={t("checkout.shippingTitle")}>
      {fullName}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t("checkout.phone")} hint={t("checkout.phoneHint")} {...phone.field}>
          <Input
            type="tel"
            autoComplete="shipping tel"
            inputMode="tel"
            dir="ltr"
            placeholder="+965"
            className="text-start rtl:text-end"
            {...phone.control}
          />
        </FormField>
        <FormField label={t("checkout.country")} {...countryField.field}>
          <NativeSelect {...countryField.control} autoComplete="shipping country">
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {text({ name: "shipping.city", label: t("checkout.city"), autoComplete: "shipping address-level2" })}
      {isKuwait ? (
        <>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            {text({
              name: "shipping.area",
              label: t("checkout.area"),
              autoComplete: "shipping address-level3",
            })}
            {text({
              name: "shipping.block",
              label: t("checkout.block"),
              isLatin: true,
              inputMode: "numeric",
            })}
          </div>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            {text({ name: "shipping.street", label: t("checkout.street") })}
            {text({ name: "shipping.avenue", label: t("checkout.avenue"), isOptional: true })}
          </div>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            {text({ name: "shipping.building", label: t("checkout.building") })}
            {text({ name: "shipping.apartment", label: t("checkout.apartment"), isOptional: true })}
          </div>
        </>
      ) : (
        <>
          {text({
            name: "shipping.line1",
            label: t("checkout.line1"),
            autoComplete: "shipping address-line1",
          })}
          {text({
            name: "shipping.line2",
            label: t("checkout.line2"),
            autoComplete: "shipping address-line2",
            isOptional: true,
          })}
          <div className="grid items-start gap-5 sm:grid-cols-2">
            {text({
              name: "shipping.region",
              label: t("checkout.region"),
              autoComplete: "shipping address-level1",
              isOptional: true,
            })}
            {text({
              name: "shipping.postalCode",
              label: t("checkout.postalCode"),
              autoComplete: "shipping postal-code",
              isLatin: true,
              isOptional: true,
            })}
          </div>
        </>
      )}
      {canRemember && (
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-gold-dark)]"
            {...form.register("rememberAddress")}
          />
          {t("checkout.rememberAddress")}
        </label>
      )}
    </CheckoutSection>
  );
}
