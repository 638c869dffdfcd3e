import { type FormEvent, type ReactNode, useState } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { conditions, inventoryStatuses } from "../../../shared/catalog";
import type { InventoryItemDto, StoreInventoryItemWrite } from "../../../shared/inventory-schemas";
import type { MediaDto } from "../../../shared/media";
import { netProfit } from "../../../shared/net-profit";
import { FormDialog, FormDialogActions, FormSection } from "../../components/ui/form-dialog";
import { FormField, RequiredMark } from "../../components/ui/form-field";
import { ImageField } from "../../components/ui/image-field";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { errorMessage } from "../../lib/error-messages";
import { ApiError, isSignedOutError } from "../../lib/http-error";
import { useMessage } from "../../lib/use-message";
import { formErrorMessage, validationMessage } from "../../lib/validation-messages";
import { useSaveInventoryItem } from "./api/save-inventory-item";
import type { InventoryAdapter } from "./inventory-adapter";
import {
  checkItem,
  emptyItemValues,
  type ItemField,
  type ItemFormValues,
  itemPayload,
  itemValues,
} from "./item-form-values";
import { Money } from "./money";
import { PriceLookup } from "./price-lookup";

/** spec: reseller-tools §9 — the inventory image is at most 5 MB (ARCHITECTURE.md: enforced). */
const maxImageBytes = 5 * 1024 * 1024;

/** Which dialog is open: a new item, or this one. */
export type ItemDialogTarget<Item extends InventoryItemDto> = { mode: "add" } | { mode: "edit"; item: Item };

/** A KWD amount typed with fils: the phone's decimal keypad, digits left to right in Arabic too. */
const kwdInputProps = { type: "text", inputMode: "decimal", dir: "ltr", autoComplete: "off" } as const;

/** spec: reseller-tools §2 and §8 — the add/edit dialog with its image upload. */
export function InventoryItemDialog<Item extends InventoryItemDto>({
  adapter,
  target,
  onOpenChange,
  onSignedOut,
}: {
  adapter: InventoryAdapter<Item>;
  target: ItemDialogTarget<Item> | undefined;
  onOpenChange: (open: boolean) => void;
  onSignedOut?: () => void;
}) {
  const { t } = useTranslation("inventory");
  const item = target?.mode === "edit" ? target.item : undefined;
  return (
    <FormDialog
      open={target !== undefined}
      onOpenChange={onOpenChange}
      size="large"
      title={t(item ? "dialog.editTitle" : "dialog.addTitle")}
      description={t(item ? "dialog.editDescription" : "dialog.addDescription")}
    >
      {target && (
        <ItemForm
          key={item?.id ?? "add"}
          adapter={adapter}
          item={item}
          onDone={() => onOpenChange(false)}
          onSignedOut={onSignedOut}
        />
      )}
    </FormDialog>
  );
}

type ItemForm = UseFormReturn<ItemFormValues>;

function Field({
  form,
  name,
  label,
  hint,
  required,
  children,
}: {
  form: ItemForm;
  name: ItemField;
  label: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("inventory");
  const say = useMessage();
  const error = form.formState.errors[name]?.message;
  const id = `inventory-item-${name}`;
  return (
    <FormField
      htmlFor={id}
      label={
        <>
          {label}
          {required && <RequiredMark text={t("fields.required")} />}
        </>
      }
      hint={hint}
      error={error ? say(validationMessage(error)) : undefined}
    >
      {children as React.ReactElement<React.ComponentProps<"input">>}
    </FormField>
  );
}

function NetProfitPreview({ form, adapter }: { form: ItemForm; adapter: InventoryAdapter }) {
  const { t } = useTranslation("inventory");
  const values = useWatch({ control: form.control });
  const parsed = adapter.schema.safeParse({ ...emptyItemValues(), ...values });
  const write = parsed.success ? (parsed.data as StoreInventoryItemWrite) : undefined;
  const profit =
    write && write.soldPrice !== null
      ? netProfit({
          soldPrice: write.soldPrice,
          buyingPrice: write.buyingPrice,
          shippingCost: write.shippingCost,
          fees: write.fees,
        })
      : undefined;
  return (
    <p className="text-sm" aria-live="polite">
      {profit === undefined ? (
        <span className="text-muted-foreground">{t("dialog.noNetProfit")}</span>
      ) : (
        <>
          {t("dialog.netProfit")}{" "}
          <Money fils={profit} className={cn("font-medium", profit < 0 && "text-destructive")} />
        </>
      )}
    </p>
  );
}

function ItemForm<Item extends InventoryItemDto>({
  adapter,
  item,
  onDone,
  onSignedOut,
}: {
  adapter: InventoryAdapter<Item>;
  item: Item | undefined;
  onDone: () => void;
  onSignedOut?: () => void;
}) {
  const { t } = useTranslation(["inventory", "storefront"]);
  const say = useMessage();
  const form = useForm<ItemFormValues>({ defaultValues: item ? itemValues(item) : emptyItemValues() });
  const save = useSaveInventoryItem(adapter);
  const [current, setCurrent] = useState<MediaDto | null>(item?.image ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const failedKey = item ? "messages.updateFailed" : "messages.addFailed";

  function refuse(errors: Map<string, string>) {
    for (const [index, [field, message]] of [...errors].entries()) {
      if (field === "imageMediaId") setImageError(say(validationMessage(message)));
      else form.setError(field as ItemField, { message }, { shouldFocus: index === 0 });
    }
    const [first] = [...errors.values()];
    if (first)
      toast.error(t("messages.errorTitle"), {
        description: t(failedKey, { message: say(validationMessage(first)) }),
      });
  }

  function pick(picked: File) {
    setImageError(undefined);
    if (!picked.type.startsWith("image/")) return setImageError(t("fields.notAnImage"));
    if (picked.size > maxImageBytes) return setImageError(t("fields.imageTooLarge"));
    setFile(picked);
  }

  /** Uploads a chosen image; a failure keeps the item's save going without it (spec §8). */
  async function uploadChosen(): Promise<{ id: string | null; isNew: boolean }> {
    const kept = current?.id ?? null;
    if (!file) return { id: kept, isNew: false };
    setUploading(true);
    try {
      return { id: (await adapter.uploadImage(file)).id, isNew: true };
    } catch (error) {
      toast.error(t("messages.imageUploadFailed"), {
        description: `${t(item ? "messages.imageNotUpdated" : "messages.imageNotAdded")} ${errorMessage(error, t)}`,
      });
      return { id: kept, isNew: false };
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.clearErrors();
    const options = { fields: adapter.fields, item };
    const errors = checkItem(
      adapter.schema,
      itemPayload(form.getValues(), { ...options, imageMediaId: null }),
    );
    if (errors.size > 0) return refuse(errors);
    const image = await uploadChosen();
    const payload = itemPayload(form.getValues(), { ...options, imageMediaId: image.id });
    save.mutate(
      { id: item?.id, payload },
      {
        onSuccess: () => {
          toast.success(
            t(item ? (image.isNew ? "messages.updatedWithImage" : "messages.updated") : "messages.added"),
          );
          onDone();
        },
        onError: (error) => {
          // The form stays open with what was typed, for after the sign-in.
          if (onSignedOut && isSignedOutError(error)) return onSignedOut();
          if (error instanceof ApiError && error.code === "VALIDATION_ERROR" && error.issues?.length)
            return refuse(
              new Map(error.issues.map((issue) => [issue.path.split(".")[0] ?? "", issue.message])),
            );
          toast.error(t("messages.errorTitle"), {
            description: t(failedKey, { message: say(formErrorMessage(error)) }),
          });
        },
      },
    );
  }

  const busy = uploading || save.isPending;
  const register = (name: ItemField) => ({ id: `inventory-item-${name}`, ...form.register(name) });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <FormSection title={t("dialog.watchSection")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field form={form} name="make" label={t("fields.make")} required>
            <Input {...register("make")} maxLength={100} autoComplete="off" />
          </Field>
          <Field form={form} name="model" label={t("fields.model")} required>
            <Input {...register("model")} maxLength={100} autoComplete="off" />
          </Field>
          <Field form={form} name="reference" label={t("fields.reference")}>
            <Input {...register("reference")} maxLength={100} autoComplete="off" dir="auto" />
          </Field>
          {adapter.fields.condition && (
            <Field form={form} name="condition" label={t("fields.condition")}>
              <NativeSelect {...register("condition")}>
                <option value="">{t("fields.noCondition")}</option>
                {conditions.map((value) => (
                  <option key={value} value={value}>
                    {t(`storefront:conditions.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
        </div>
        <ImageField
          id="inventory-item-image"
          words={{
            label: t("fields.image"),
            choose: t("fields.chooseImage"),
            replace: t("fields.replaceImage"),
            remove: t("fields.removeImage"),
            hint: t("fields.imageHint"),
          }}
          current={current}
          file={file}
          error={imageError}
          onPick={pick}
          onRemove={() => {
            setFile(null);
            setCurrent(null);
          }}
        />
      </FormSection>

      <FormSection title={t("dialog.pricesSection")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field form={form} name="buyingPrice" label={t("fields.buyingPrice")} required>
            <Input {...register("buyingPrice")} {...kwdInputProps} />
          </Field>
          <Field form={form} name="expectedSellingPrice" label={t("fields.expectedSellingPrice")}>
            <Input {...register("expectedSellingPrice")} {...kwdInputProps} placeholder="0" />
          </Field>
          <PriceLookup form={form} />
          <Field form={form} name="shippingCost" label={t("fields.shippingCost")}>
            <Input {...register("shippingCost")} {...kwdInputProps} placeholder="0" />
          </Field>
          <Field form={form} name="fees" label={t("fields.fees")}>
            <Input {...register("fees")} {...kwdInputProps} placeholder="0" />
          </Field>
        </div>
      </FormSection>

      <FormSection title={t("dialog.saleSection")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field form={form} name="status" label={t("fields.status")}>
            <NativeSelect {...register("status")}>
              {/* A checkout's reservation is shown as it is, never offered (store-item-lifecycle.ts). */}
              {[...inventoryStatuses, ...(item?.status === "reserved" ? (["reserved"] as const) : [])].map(
                (status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ),
              )}
            </NativeSelect>
          </Field>
          <Field form={form} name="soldPrice" label={t("fields.soldPrice")}>
            <Input {...register("soldPrice")} {...kwdInputProps} />
          </Field>
          {adapter.fields.saleDate && (
            <Field form={form} name="saleDate" label={t("fields.saleDate")} hint={t("fields.saleDateHint")}>
              <Input {...register("saleDate")} type="date" dir="ltr" />
            </Field>
          )}
        </div>
        <NetProfitPreview form={form} adapter={adapter} />
        <Field form={form} name="notes" label={t("fields.notes")}>
          <textarea
            {...register("notes")}
            rows={3}
            maxLength={2000}
            dir="auto"
            className={cn(
              "w-full rounded-sm border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none md:text-sm",
              "focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
            )}
          />
        </Field>
      </FormSection>

      <FormDialogActions
        sticky
        cancel={t("dialog.cancel")}
        submit={t(uploading ? "dialog.uploading" : item ? "dialog.update" : "dialog.add")}
        working={t(uploading ? "dialog.uploading" : "dialog.saving")}
        pending={busy}
        onCancel={onDone}
      />
    </form>
  );
}
