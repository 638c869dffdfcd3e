import { type FormEvent, useId } from "react";
import { useForm } from "react-hook-form";
import {
  type ManualObservationKind,
  manualObservationKinds,
  manualObservationSchema,
  marketObservationTextLimits,
  observationCurrencies,
} from "../../../../shared/market-schemas";
import { FormDialog, FormDialogActions } from "../../../components/ui/form-dialog";
import { FormField, RequiredMark } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { ApiError } from "../../../lib/http-error";
import { useMessage } from "../../../lib/use-message";
import { useRecordPrice } from "./api/record-price";
import { marketPriceErrorMessage, marketPriceMessage } from "./market-price-messages";

interface PriceFormValues {
  brand: string;
  model: string;
  reference: string;
  kind: ManualObservationKind;
  price: string;
  currency: (typeof observationCurrencies)[number];
  observedOn: string;
  whereSeen: string;
  condition: string;
  url: string;
}
type PriceField = keyof PriceFormValues;

const today = () => new Date().toISOString().slice(0, 10);
const blankForm = (): PriceFormValues => ({
  brand: "",
  model: "",
  reference: "",
  kind: "asking",
  price: "",
  currency: "USD",
  observedOn: today(),
  whereSeen: "",
  condition: "",
  url: "",
});

/** Typed in Latin script (names, references, amounts, addresses): left to right in Arabic too. */
const latinFields = new Set<PriceField>(["brand", "model", "reference", "price", "url"]);
const requiredFields = new Set<PriceField>(["brand", "price", "currency", "observedOn", "whereSeen"]);
const maxLengths: Partial<Record<PriceField, number>> = {
  ...marketObservationTextLimits,
  price: 16,
};
const layout: PriceField[][] = [
  ["brand", "model"],
  ["reference", "kind"],
  ["price", "currency"],
  ["observedOn", "condition"],
  ["whereSeen"],
  ["url"],
];

/** "Record a price" (issue 12): a price an admin saw, checked by the schema the server checks it with. */
export function RecordPriceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("marketPrices.dialog.title")}
      description={t("marketPrices.dialog.description")}
    >
      {open && <PriceForm onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function PriceForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const idPrefix = useId();
  const form = useForm<PriceFormValues>({ defaultValues: blankForm() });
  const record = useRecordPrice();

  function refuse(errors: Map<string, string>) {
    for (const [index, [field, message]] of [...errors].entries())
      form.setError(field as PriceField, { message }, { shouldFocus: index === 0 });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    form.clearErrors();
    const values = form.getValues();
    const checked = manualObservationSchema.safeParse(values);
    if (!checked.success) {
      const errors = new Map<string, string>();
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? "brand");
        if (!errors.has(field)) errors.set(field, issue.message);
      }
      return refuse(errors);
    }
    record.mutate(values, {
      onSuccess: () => {
        toast.success(t("marketPrices.dialog.saved"));
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === "VALIDATION_ERROR" && error.issues?.length)
          return refuse(
            new Map(error.issues.map((issue) => [issue.path.split(".")[0] ?? "", issue.message])),
          );
        toast.error(t("marketPrices.dialog.saveFailed"), {
          description: say(marketPriceErrorMessage(error)),
        });
      },
    });
  }

  const control = (name: PriceField, id: string) => {
    if (name === "kind")
      return (
        <NativeSelect id={id} {...form.register(name)}>
          {manualObservationKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`marketPrices.kinds.${kind}`)}
            </option>
          ))}
        </NativeSelect>
      );
    if (name === "currency")
      return (
        <NativeSelect id={id} {...form.register(name)}>
          {observationCurrencies.map((currency) => (
            <option key={currency} value={currency}>
              {t(`marketPrices.currencies.${currency}`)}
            </option>
          ))}
        </NativeSelect>
      );
    return (
      <Input
        id={id}
        type={name === "observedOn" ? "date" : name === "url" ? "url" : "text"}
        max={name === "observedOn" ? today() : undefined}
        dir={latinFields.has(name) ? "ltr" : "auto"}
        inputMode={name === "price" ? "decimal" : undefined}
        maxLength={maxLengths[name]}
        autoComplete="off"
        className={cn(latinFields.has(name) && "rtl:text-end")}
        {...form.register(name)}
      />
    );
  };

  const field = (name: PriceField) => {
    const id = `${idPrefix}-${name}`;
    const error = form.formState.errors[name]?.message;
    return (
      <FormField
        key={name}
        htmlFor={id}
        label={
          <>
            {t(`marketPrices.fields.${name}`)}
            {requiredFields.has(name) && <RequiredMark text={t("marketPrices.fields.required")} />}
          </>
        }
        hint={
          name === "reference"
            ? t("marketPrices.fields.referenceHint")
            : name === "whereSeen"
              ? t("marketPrices.fields.whereSeenHint")
              : undefined
        }
        error={error ? say(marketPriceMessage(error)) : undefined}
      >
        {control(name, id) as React.ReactElement<React.ComponentProps<"input">>}
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {layout.map((row) => (
        <div key={row.join()} className={cn("grid gap-4", row.length > 1 && "sm:grid-cols-2")}>
          {row.map(field)}
        </div>
      ))}
      <FormDialogActions
        cancel={t("marketPrices.dialog.cancel")}
        submit={t("marketPrices.dialog.save")}
        working={t("marketPrices.dialog.saving")}
        pending={record.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
