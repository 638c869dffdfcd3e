import { type FormEvent, Fragment, useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import { authenticityOptions, boxPapersOptions, conditions } from "../../../../shared/catalog";
import type { AdminListingDto } from "../../../../shared/listing-schemas";
import { freeSpecificationKeys, listingMessages } from "../../../../shared/listing-schemas";
import { FormDialog, FormDialogActions, FormSection } from "../../../components/ui/form-dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { categoryName } from "../../../components/watch/category-name";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { ApiError } from "../../../lib/http-error";
import { useMessage } from "../../../lib/use-message";
import { validationMessage } from "../../../lib/validation-messages";
import { useGenerateDescription } from "./api/generate-description";
import { useAdminListing } from "./api/get-admin-listing";
import { useListingCategories } from "./api/get-categories";
import { useStoreItemChoices } from "./api/get-store-item-choices";
import { useSaveListing } from "./api/save-listing";
import { DescriptionEditor } from "./description-editor";
import { LinkedStoreItem } from "./linked-store-item";
import { type ListingForm, SelectField, SwitchField, TextField } from "./listing-fields";
import {
  checkListing,
  emptyListingValues,
  type ListingFormValues,
  listingValues,
} from "./listing-form-values";
import { ListingMarket } from "./listing-market";
import { PhotoUploader } from "./photos/photo-uploader";

/** A USD amount typed with cents: the phone's decimal keypad, digits left to right in Arabic too. */
const moneyInput = { type: "number", inputMode: "decimal", step: 0.01, min: 0, dir: "ltr" } as const;

/** Which dialog is open: a new listing (prefilled from a store item), or the listing with this id. */
export type ListingDialogTarget = { mode: "add"; prefill?: ListingFormValues } | { mode: "edit"; id: string };

/** The spec's toast for the first refusal: its own title where the spec gives one. */
const toastTitles = new Map<string, string>([
  [listingMessages.missingFields, "listings.messages.missingFieldsTitle"],
  [listingMessages.noImages, "listings.messages.noImagesTitle"],
  [listingMessages.tooManyImages, "listings.messages.tooManyImagesTitle"],
]);

/** spec: storefront §2 Listings — the Add/Edit dialog. The edit form waits for the stored listing. */
export function ListingDialog({
  target,
  onOpenChange,
}: {
  target: ListingDialogTarget | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const editId = target?.mode === "edit" ? target.id : undefined;
  const listing = useAdminListing(editId);
  const title = t(target?.mode === "edit" ? "listings.dialog.editTitle" : "listings.dialog.addTitle");

  return (
    <FormDialog
      open={target !== undefined}
      onOpenChange={onOpenChange}
      size="large"
      title={title}
      description={
        editId && listing.data ? (
          <>
            {t("listings.dialog.editDescription")}{" "}
            <bdi dir="ltr" className="font-mono text-xs">
              /watch/{listing.data.slug}
            </bdi>
          </>
        ) : (
          t("listings.dialog.addDescription")
        )
      }
    >
      {target?.mode === "add" && (
        <ListingFormBody key="add" prefill={target.prefill} onDone={() => onOpenChange(false)} />
      )}
      {editId && listing.isPending && (
        <Spinner label={t("listings.dialog.loading")} className="mx-auto my-10" />
      )}
      {editId && listing.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t("listings.dialog.loadFailed")} {errorMessage(listing.error, t)}
        </p>
      )}
      {editId && listing.data && (
        <ListingFormBody key={listing.data.id} listing={listing.data} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

function ListingFormBody({
  listing,
  prefill,
  onDone,
}: {
  listing?: AdminListingDto;
  prefill?: ListingFormValues;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const form = useForm<ListingFormValues>({
    defaultValues: listing ? listingValues(listing) : (prefill ?? emptyListingValues()),
  });
  const save = useSaveListing();
  const generate = useGenerateDescription();
  const [uploading, setUploading] = useState(false);
  const images = useWatch({ control: form.control, name: "images" });
  const description = useWatch({ control: form.control, name: "description" });
  const descriptionAr = useWatch({ control: form.control, name: "descriptionAr" });

  function refuse(errors: Map<string, string>) {
    for (const [index, [field, message]] of [...errors].entries()) {
      form.setError(field as FieldPath<ListingFormValues>, { message }, { shouldFocus: index === 0 });
    }
    const [first] = [...errors.values()];
    if (!first) return;
    const titleKey = toastTitles.get(first) ?? "listings.messages.saveFailed";
    toast.error(t(titleKey), { description: say(validationMessage(first)) });
  }

  // The shared schema is the only judge (react-hook-form's own submit would stop at an error set
  // on the photos, which no input of the form can clear).
  function submit(event: FormEvent) {
    event.preventDefault();
    form.clearErrors();
    const checked = checkListing(form.getValues());
    if (checked.errors) return refuse(checked.errors);
    save.mutate(
      { id: listing?.id, payload: checked.payload },
      {
        onSuccess: () => {
          toast.success(t(listing ? "listings.messages.updated" : "listings.messages.created"));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "VALIDATION_ERROR" && error.issues?.length) {
            const fields = new Map(
              error.issues.map((issue) => [
                issue.path.startsWith("imageIds") ? "images" : issue.path,
                issue.message,
              ]),
            );
            return refuse(fields);
          }
          toast.error(t("listings.messages.saveFailed"), { description: errorMessage(error, t) });
        },
      },
    );
  }

  function generateDescription() {
    const values = form.getValues();
    if (!values.brand.trim() || !values.model.trim()) {
      toast.error(t("listings.description.missingTitle"), { description: t("listings.description.missing") });
      return;
    }
    const year = Number(values.year);
    const filled = (entries: Record<string, string>) =>
      Object.fromEntries(Object.entries(entries).filter(([, value]) => value.trim() !== ""));
    generate.mutate(
      {
        brand: values.brand.trim(),
        model: values.model.trim(),
        reference: values.reference.trim() || null,
        year: Number.isInteger(year) && values.year.trim() !== "" ? year : null,
        specifications: filled(values.specifications),
        specificationsAr: filled(values.specificationsAr),
        photosOfThisWatch: values.photosOfThisWatch,
      },
      {
        onSuccess: (result) => {
          form.setValue("description", result.en, { shouldDirty: true });
          form.setValue("descriptionAr", result.ar, { shouldDirty: true });
          // The writer's Arabic values fill the Arabic fields staff left empty, never replace one.
          for (const [key, value] of Object.entries(result.specificationsAr)) {
            if (!form.getValues(`specificationsAr.${key}`)?.trim())
              form.setValue(`specificationsAr.${key}`, value, { shouldDirty: true });
          }
          toast.success(t("listings.description.generated"), {
            description: t(
              result.source === "ai"
                ? "listings.description.generatedByAi"
                : "listings.description.generatedFromFields",
            ),
          });
        },
        onError: (error) =>
          toast.error(t("listings.description.failed"), { description: errorMessage(error, t) }),
      },
    );
  }

  const busy = save.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <FormSection title={t("listings.dialog.watchSection")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="brand"
            label={t("listings.fields.brand")}
            required
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            form={form}
            name="model"
            label={t("listings.fields.model")}
            required
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            form={form}
            name="reference"
            label={t("listings.fields.reference")}
            maxLength={100}
            autoComplete="off"
            dir="auto"
          />
          <TextField
            form={form}
            name="year"
            label={t("listings.fields.year")}
            type="number"
            inputMode="numeric"
            step={1}
            min={1700}
            dir="ltr"
          />
          <TextField form={form} name="price" label={t("listings.fields.price")} required {...moneyInput} />
          <TextField
            form={form}
            name="originalPrice"
            label={t("listings.fields.originalPrice")}
            hint={t("listings.fields.originalPriceHint")}
            {...moneyInput}
          />
          <SelectField
            form={form}
            name="specifications.condition"
            label={t("storefront:specs.labels.condition")}
            required
            placeholder={t("listings.fields.choose")}
            options={conditions.map((value) => ({ value, label: t(`storefront:conditions.${value}`) }))}
          />
          <CategoryField form={form} />
        </div>
      </FormSection>

      <ListingMarket form={form} listingId={listing?.id} />

      <FormSection title={t("listings.dialog.photosSection")} id="listing-photos-legend">
        <PhotoUploader
          labelledBy="listing-photos-legend"
          images={images}
          onChange={(next) => form.setValue("images", next, { shouldDirty: true })}
          onBusyChange={setUploading}
        />
        <SwitchField
          form={form}
          name="photosOfThisWatch"
          label={t("listings.fields.photosOfThisWatch")}
          hint={t("listings.fields.photosOfThisWatchHint")}
        />
        {form.formState.errors.images?.message && (
          <p className="text-sm text-destructive" role="alert">
            {say(validationMessage(form.formState.errors.images.message))}
          </p>
        )}
      </FormSection>

      <FormSection title={t("listings.dialog.descriptionSection")}>
        <DescriptionEditor
          values={{ en: description, ar: descriptionAr }}
          onChange={(language, html) =>
            form.setValue(language === "en" ? "description" : "descriptionAr", html, { shouldDirty: true })
          }
          onGenerate={generateDescription}
          isGenerating={generate.isPending}
        />
      </FormSection>

      <FormSection title={t("listings.dialog.specificationsSection")}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            form={form}
            name="specifications.boxPapers"
            label={t("storefront:specs.labels.boxPapers")}
            placeholder={t("listings.fields.choose")}
            options={boxPapersOptions.map((value) => ({ value, label: t(`storefront:boxPapers.${value}`) }))}
          />
          <SelectField
            form={form}
            name="specifications.authenticity"
            label={t("storefront:specs.labels.authenticity")}
            placeholder={t("listings.fields.choose")}
            options={authenticityOptions.map((value) => ({
              value,
              label: t(`storefront:authenticity.${value}`),
            }))}
          />
        </div>
        <p className="text-sm text-muted-foreground">{t("listings.fields.arabicValuesHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {freeSpecificationKeys.map((key) => (
            <Fragment key={key}>
              <TextField
                form={form}
                name={`specifications.${key}`}
                label={t(`storefront:specs.labels.${key}`)}
                maxLength={200}
                dir="auto"
              />
              <TextField
                form={form}
                name={`specificationsAr.${key}`}
                label={t("listings.fields.arabicValue", { label: t(`storefront:specs.labels.${key}`) })}
                maxLength={200}
                dir="rtl"
                lang="ar"
              />
            </Fragment>
          ))}
        </div>
      </FormSection>

      <FormSection title={t("listings.dialog.shopSection")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InventoryField form={form} linked={(listing?.inventoryId ?? prefill?.inventoryId) || undefined} />
          <TextField
            form={form}
            name="stock"
            label={t("listings.fields.stock")}
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            step={1}
            dir="ltr"
          />
        </div>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <SwitchField form={form} name="isActive" label={t("listings.fields.active")} />
          <SwitchField form={form} name="isFeatured" label={t("listings.fields.featured")} />
        </div>
      </FormSection>

      <FormDialogActions
        sticky
        note={uploading && t("listings.dialog.waitForUploads")}
        cancel={t("listings.dialog.cancel")}
        submit={t(listing ? "listings.dialog.update" : "listings.dialog.create")}
        working={t("listings.dialog.saving")}
        pending={busy}
        disabled={uploading}
        onCancel={onDone}
      />
    </form>
  );
}

function CategoryField({ form }: { form: ListingForm }) {
  const { t } = useTranslation("admin");
  const categories = useListingCategories();
  return (
    <SelectField
      key={categories.isSuccess ? "loaded" : "loading"}
      form={form}
      name="categoryId"
      label={t("listings.fields.category")}
      placeholder={t("listings.fields.noCategory")}
      options={(categories.data ?? []).map((category) => ({
        value: category.id,
        label: categoryName(t, category),
      }))}
    />
  );
}

function InventoryField({ form, linked }: { form: ListingForm; linked: string | undefined }) {
  const { t } = useTranslation("admin");
  const choices = useStoreItemChoices(linked);
  const chosenId = useWatch({ control: form.control, name: "inventoryId" });
  const chosen = choices.data?.find((item) => item.id === chosenId);
  return (
    <div className="grid content-start gap-3">
      <SelectField
        key={choices.isSuccess ? "loaded" : "loading"}
        form={form}
        name="inventoryId"
        label={t("listings.fields.inventoryId")}
        hint={t("listings.fields.inventoryHint")}
        placeholder={t("listings.fields.noInventory")}
        options={(choices.data ?? []).map((item) => ({
          value: item.id,
          label: [item.make, item.model, item.reference].filter(Boolean).join(" "),
        }))}
      />
      {chosen && <LinkedStoreItem item={chosen} />}
    </div>
  );
}
