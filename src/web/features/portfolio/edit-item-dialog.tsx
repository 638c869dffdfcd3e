import { type FormEvent, useState } from "react";
import { type MediaDto, maxUserUploadBytes } from "../../../shared/media";
import {
  type PortfolioItemDto,
  portfolioMessages,
  portfolioTextLimits,
  portfolioUpdateSchema,
} from "../../../shared/portfolio-schemas";
import { FormDialog, FormDialogActions } from "../../components/ui/form-dialog";
import { FormField, RequiredMark } from "../../components/ui/form-field";
import { ImageField } from "../../components/ui/image-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { ApiError } from "../../lib/http-error";
import { uploadImage } from "../../lib/upload-image";
import { useMessage } from "../../lib/use-message";
import { useUpdatePortfolioItem } from "./api/update-portfolio-item";
import { portfolioErrorMessage, portfolioValidationMessage } from "./portfolio-messages";

type Field = "brand" | "model" | "reference" | "notes";
type Values = Record<Field, string>;

const valuesOf = (item: PortfolioItemDto): Values => ({
  brand: item.brand,
  model: item.model,
  reference: item.reference ?? "",
  notes: item.notes ?? "",
});

/** spec: reseller-tools §5 Portfolio edit — brand, model, reference, notes and the photo. */
export function EditItemDialog({
  item,
  onOpenChange,
}: {
  item: PortfolioItemDto | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("portfolio");
  return (
    <FormDialog
      open={item !== undefined}
      onOpenChange={onOpenChange}
      title={t("edit.title")}
      description={t("edit.description")}
      className="max-w-xl"
    >
      {item && <EditForm key={item.id} item={item} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function EditForm({ item, onDone }: { item: PortfolioItemDto; onDone: () => void }) {
  const { t } = useTranslation("portfolio");
  const say = useMessage();
  const update = useUpdatePortfolioItem();
  const [values, setValues] = useState<Values>(() => valuesOf(item));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [current, setCurrent] = useState<MediaDto | null>(item.image);
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  // spec §5: the update button is disabled while brand or model is blank.
  const isIncomplete = values.brand.trim() === "" || values.model.trim() === "";

  function refuse(found: Map<string, string>) {
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const [field, message] of found) {
      const words = say(portfolioValidationMessage(message));
      if (field === "imageMediaId") setImageError(words);
      else fieldErrors[field as Field] = words;
    }
    setErrors(fieldErrors);
    const [first] = [...found.values()];
    if (first)
      toast.error(t("messages.errorTitle"), {
        description: t("messages.updateFailed", { message: say(portfolioValidationMessage(first)) }),
      });
  }

  function pick(picked: File) {
    setImageError(undefined);
    if (!picked.type.startsWith("image/")) return setImageError(t("edit.notAnImage"));
    if (picked.size > maxUserUploadBytes) return setImageError(t("edit.imageTooLarge"));
    setFile(picked);
  }

  /** Uploads a chosen photo; a failure keeps the update going with the photo it had. */
  async function uploadChosen(): Promise<string | null> {
    const kept = current?.id ?? null;
    if (!file) return kept;
    setUploading(true);
    try {
      return (await uploadImage("/api/me/media", file)).id;
    } catch (error) {
      toast.error(t("messages.imageUploadFailed"), {
        description: `${t("messages.imageNotUpdated")} ${say(portfolioErrorMessage(error))}`,
      });
      return kept;
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const checked = portfolioUpdateSchema.safeParse({ ...values, imageMediaId: current?.id ?? null });
    if (!checked.success)
      return refuse(
        new Map(checked.error.issues.map((issue) => [String(issue.path[0] ?? ""), issue.message])),
      );
    const imageMediaId = await uploadChosen();
    update.mutate(
      { id: item.id, json: { ...values, imageMediaId } },
      {
        onSuccess: () => {
          toast.success(t("messages.updated"));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "VALIDATION_ERROR" && error.issues?.length)
            return refuse(
              new Map(error.issues.map((issue) => [issue.path.split(".")[0] ?? "", issue.message])),
            );
          toast.error(t("messages.errorTitle"), {
            description: t("messages.updateFailed", { message: say(portfolioErrorMessage(error)) }),
          });
        },
      },
    );
  }

  const busy = uploading || update.isPending;
  const field = (name: Field) => ({
    id: `portfolio-edit-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    maxLength: portfolioTextLimits[name],
    autoComplete: "off",
  });
  const required = (label: string) => (
    <>
      {label}
      <RequiredMark text={t("edit.required")} />
    </>
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField htmlFor="portfolio-edit-brand" label={required(t("edit.brand"))} error={errors.brand}>
          <Input {...field("brand")} dir="auto" />
        </FormField>
        <FormField htmlFor="portfolio-edit-model" label={required(t("edit.model"))} error={errors.model}>
          <Input {...field("model")} dir="auto" />
        </FormField>
        <FormField
          htmlFor="portfolio-edit-reference"
          label={t("edit.reference")}
          error={errors.reference}
          className="sm:col-span-2"
        >
          <Input {...field("reference")} dir="auto" />
        </FormField>
      </div>
      {isIncomplete && (
        <p className="text-sm text-destructive" aria-live="polite">
          {say(portfolioValidationMessage(portfolioMessages.brandModelRequired))}
        </p>
      )}
      <ImageField
        id="portfolio-edit-image"
        current={current}
        file={file}
        error={imageError}
        words={{
          label: t("edit.image"),
          choose: t("edit.chooseImage"),
          replace: t("edit.replaceImage"),
          remove: t("edit.removeImage"),
          hint: t("edit.imageHint"),
        }}
        onPick={pick}
        onRemove={() => {
          setFile(null);
          setCurrent(null);
        }}
      />
      <FormField htmlFor="portfolio-edit-notes" label={t("edit.notes")} error={errors.notes}>
        <textarea
          {...field("notes")}
          rows={3}
          dir="auto"
          className={cn(
            "w-full rounded-sm border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none md:text-sm",
            "focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
          )}
        />
      </FormField>
      <FormDialogActions
        cancel={t("edit.cancel")}
        submit={t("edit.update")}
        working={uploading ? t("edit.uploading") : t("edit.saving")}
        pending={busy}
        disabled={isIncomplete}
        onCancel={onDone}
      />
    </form>
  );
}
