import ImagePlusIcon from "lucide-react/icons/image-plus";
import XIcon from "lucide-react/icons/x";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { boxPapersOptions, conditions } from "../../../../shared/catalog";
import { type TradeInReceiptDto, tradeInLimits } from "../../../../shared/trade-in-schemas";
import { Button } from "../../../components/ui/button";
import { EmailInput, NameInput, PhoneInput } from "../../../components/ui/contact-inputs";
import { FieldLabel } from "../../../components/ui/field-label";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { HoneypotField } from "../../../components/ui/honeypot-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { useLanguage } from "../../../i18n/use-language";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownCurrency } from "../../../lib/display-currency";
import type { Message } from "../../../lib/message";
import { uploadImage } from "../../../lib/upload-image";
import { useMessage } from "../../../lib/use-message";
import { useSubmitTradeIn } from "../api/submit-trade-in";
import type { SellField } from "../lib/check-sell";
import { TradeForPicker } from "./trade-for-picker";

const loadChecks = () => import("../lib/check-sell");

const textFields = ["brand", "model", "reference", "year", "askingPrice", "name", "email", "phone"] as const;
type TextField = (typeof textFields)[number];
type Values = Record<TextField | "condition" | "boxPapers" | "website", string>;

const blank: Values = {
  brand: "",
  model: "",
  reference: "",
  year: "",
  condition: "",
  boxPapers: "",
  askingPrice: "",
  name: "",
  email: "",
  phone: "",
  website: "",
};

const fieldOrder: SellField[] = [
  "brand",
  "model",
  "reference",
  "year",
  "condition",
  "boxPapers",
  "photoIds",
  "askingPrice",
  "tradeForListingId",
  "name",
  "email",
  "phone",
];

interface Photo {
  key: string;
  file: File;
  preview: string;
}

/** A titled group of fields, read by screen readers as one. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5">
      <legend className="mb-5 font-display text-xl font-medium tracking-tight">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Issue 31: the Sell page's form. The shared schema checks it before the server does; the photos
 * go up one by one (private, for staff), then the request, whose answer is the indicative offer. A
 * refusal keeps every word typed, says why above the form and under each field, and moves focus to
 * the first field to fix. `website` is a honeypot people never see.
 */
export function SellForm({ onSent }: { onSent: (receipt: TradeInReceiptDto, email: string) => void }) {
  const { t } = useTranslation("sell");
  const language = useLanguage();
  const { currency } = useShownCurrency();
  const say = useMessage();
  const id = useId();
  const [values, setValues] = useState<Values>(blank);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [tradeFor, setTradeFor] = useState<{ id: string; title: string } | null>(null);
  const [errors, setErrors] = useState<Map<SellField, Message>>(new Map());
  const [failure, setFailure] = useState<Message>();
  const [uploading, setUploading] = useState(false);
  const submit = useSubmitTradeIn();
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const alertId = `${id}-alert`;
  const fieldId = (field: SellField) => `${id}-${field}`;
  const busy = uploading || submit.isPending;

  // The previews live as long as the form: each is let go when its photo is removed or the form goes.
  const shownPhotos = useRef(photos);
  shownPhotos.current = photos;
  useEffect(
    () => () => {
      for (const photo of shownPhotos.current) URL.revokeObjectURL(photo.preview);
    },
    [],
  );
  const removePhoto = (photo: Photo) => {
    URL.revokeObjectURL(photo.preview);
    setPhotos((current) => current.filter((kept) => kept.key !== photo.key));
  };

  const focusFirst = (found: Map<SellField, Message>) => {
    const first = fieldOrder.find((field) => found.has(field));
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const refuse = (form: Message | undefined, fields: Map<SellField, Message>) => {
    setFailure(form);
    setErrors(fields);
    focusFirst(fields);
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const { checkSell, sellFailure } = await loadChecks();
    const input = {
      ...values,
      condition: values.condition as (typeof conditions)[number],
      boxPapers: values.boxPapers as (typeof boxPapersOptions)[number],
      // Checked here with placeholders; the uploads' ids replace them.
      photoIds: photos.map(() => crypto.randomUUID()),
      currency,
      language,
      ...(tradeFor ? { tradeForListingId: tradeFor.id } : {}),
    };
    const checked = checkSell(input);
    setFailure(undefined);
    if (checked.errors) return refuse(undefined, checked.errors);
    setErrors(new Map());
    setUploading(true);
    let photoIds: string[];
    try {
      photoIds = [];
      for (const photo of photos) photoIds.push((await uploadImage("/api/trade-ins/photos", photo.file)).id);
    } catch (error) {
      const refused = sellFailure(error);
      return refuse(refused.form, new Map([["photoIds", refused.form]]));
    } finally {
      setUploading(false);
    }
    submit.mutate(
      { ...checked.payload, photoIds },
      {
        onSuccess: (receipt) => onSent(receipt, values.email.trim()),
        onError: (error) => {
          const refused = sellFailure(error);
          refuse(refused.form, refused.fields);
        },
      },
    );
  };

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A field being corrected no longer shows its old refusal; the next send judges it again.
    if (errors.has(field as SellField))
      setErrors((current) => new Map([...current].filter(([name]) => name !== field)));
  };
  const fieldProps = (field: TextField | "condition" | "boxPapers") => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-describedby": failure ? alertId : undefined,
  });
  const errorOf = (field: SellField) => {
    const message = errors.get(field);
    return message ? say(message) : undefined;
  };
  const label = (field: string, required: boolean) => (
    <FieldLabel
      text={t(`fields.${field}`)}
      required={required}
      requiredText={t("required")}
      optionalText={t("optional")}
    />
  );

  const addPhotos = (files: FileList | null) => {
    const added = [...(files ?? [])].map((file) => ({
      key: crypto.randomUUID(),
      file,
      preview: URL.createObjectURL(file),
    }));
    setPhotos((current) => [...current, ...added].slice(0, tradeInLimits.photos));
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(event) => void send(event)}
      aria-busy={busy}
      className="grid gap-10"
    >
      {failure && (
        <FormAlert id={alertId}>
          <p className="font-medium">{t("failedTitle")}</p>
          <p>{say(failure)}</p>
        </FormAlert>
      )}
      <Group title={t("watchTitle")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={label("brand", true)} htmlFor={fieldId("brand")} error={errorOf("brand")}>
            <Input {...fieldProps("brand")} maxLength={tradeInLimits.brand} dir="auto" />
          </FormField>
          <FormField label={label("model", true)} htmlFor={fieldId("model")} error={errorOf("model")}>
            <Input {...fieldProps("model")} maxLength={tradeInLimits.model} dir="auto" />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <FormField
            label={label("reference", false)}
            htmlFor={fieldId("reference")}
            error={errorOf("reference")}
            hint={t("fields.referenceHint")}
          >
            <Input
              {...fieldProps("reference")}
              maxLength={tradeInLimits.reference}
              dir="ltr"
              className="rtl:text-end"
            />
          </FormField>
          <FormField label={label("year", false)} htmlFor={fieldId("year")} error={errorOf("year")}>
            <Input
              {...fieldProps("year")}
              inputMode="numeric"
              maxLength={4}
              dir="ltr"
              className="rtl:text-end"
            />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={label("condition", true)}
            htmlFor={fieldId("condition")}
            error={errorOf("condition")}
          >
            <NativeSelect {...fieldProps("condition")}>
              <option value="" disabled>
                {t("fields.conditionPlaceholder")}
              </option>
              {conditions.map((condition) => (
                <option key={condition} value={condition}>
                  {t(`storefront:conditions.${condition}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label={label("boxPapers", true)}
            htmlFor={fieldId("boxPapers")}
            error={errorOf("boxPapers")}
          >
            <NativeSelect {...fieldProps("boxPapers")}>
              <option value="" disabled>
                {t("fields.boxPapersPlaceholder")}
              </option>
              {boxPapersOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`storefront:boxPapers.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid gap-3">
          <p className="text-sm font-medium" id={`${fieldId("photoIds")}-label`}>
            {label("photos", false)}
          </p>
          <p className="text-xs text-muted-foreground" id={`${fieldId("photoIds")}-hint`}>
            {t("fields.photosHint")}
          </p>
          {photos.length > 0 && (
            <ul className="flex flex-wrap gap-3">
              {photos.map((photo, index) => (
                <li
                  key={photo.key}
                  className="relative size-20 overflow-hidden rounded-sm border border-border"
                >
                  <img src={photo.preview} alt="" className="size-full object-cover" />
                  <button
                    type="button"
                    onClick={() => removePhoto(photo)}
                    aria-label={t("fields.removePhoto", { number: index + 1 })}
                    className="absolute end-1 top-1 flex size-7 items-center justify-center rounded-full bg-background/90 outline-none focus-visible:ring-2 focus-visible:ring-gold"
                  >
                    <XIcon className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div>
            <Button
              type="button"
              variant="outline"
              id={fieldId("photoIds")}
              disabled={photos.length >= tradeInLimits.photos}
              onClick={() => fileInput.current?.click()}
              aria-describedby={`${fieldId("photoIds")}-hint${errors.has("photoIds") ? ` ${fieldId("photoIds")}-error` : ""}`}
            >
              <ImagePlusIcon aria-hidden="true" />
              {t("fields.addPhotos")}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              hidden
              tabIndex={-1}
              onChange={(event) => {
                addPhotos(event.target.files);
                event.target.value = "";
              }}
            />
          </div>
          {errors.has("photoIds") && (
            <p id={`${fieldId("photoIds")}-error`} role="alert" className="text-sm text-destructive">
              {errorOf("photoIds")}
            </p>
          )}
        </div>
        <FormField
          label={label("askingPrice", false)}
          htmlFor={fieldId("askingPrice")}
          error={errorOf("askingPrice")}
          hint={t("fields.askingPriceHint", { currency: t(`common:currency.inCurrency.${currency}`) })}
        >
          <Input
            {...fieldProps("askingPrice")}
            inputMode="decimal"
            maxLength={20}
            dir="ltr"
            className="rtl:text-end"
          />
        </FormField>
      </Group>
      <Group title={t("tradeTitle")}>
        <TradeForPicker
          id={fieldId("tradeForListingId")}
          chosen={tradeFor}
          onChoose={setTradeFor}
          error={errorOf("tradeForListingId")}
        />
      </Group>
      <Group title={t("contactTitle")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={label("name", true)} htmlFor={fieldId("name")} error={errorOf("name")}>
            <NameInput {...fieldProps("name")} maxLength={tradeInLimits.name} />
          </FormField>
          <FormField label={label("email", true)} htmlFor={fieldId("email")} error={errorOf("email")}>
            <EmailInput {...fieldProps("email")} />
          </FormField>
        </div>
        <FormField label={label("phone", false)} htmlFor={fieldId("phone")} error={errorOf("phone")}>
          <PhoneInput {...fieldProps("phone")} />
        </FormField>
      </Group>
      <HoneypotField
        id={`${id}-website`}
        label={t("fields.website")}
        value={values.website}
        onChange={set("website")}
      />
      <div>
        <Button type="submit" variant="luxury" size="lg" className="w-full sm:w-auto" disabled={busy}>
          {busy ? (
            <>
              <Spinner className="text-current" aria-hidden="true" />
              {uploading ? t("fields.uploading") : t("sending")}
            </>
          ) : (
            t("send")
          )}
        </Button>
      </div>
    </form>
  );
}
