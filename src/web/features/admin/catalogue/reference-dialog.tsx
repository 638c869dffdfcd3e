import { type FormEvent, useId } from "react";
import { useForm } from "react-hook-form";
import {
  type ReferenceField,
  type ReferenceWatchDto,
  referenceTextLimits,
} from "../../../../shared/reference-catalogue-schemas";
import { FormDialog, FormDialogActions } from "../../../components/ui/form-dialog";
import { FormField, RequiredMark } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { ApiError } from "../../../lib/http-error";
import { useMessage } from "../../../lib/use-message";
import { useUpdateReference } from "./api/update-reference";
import { catalogueErrorMessage, catalogueMessage } from "./catalogue-messages";
import { checkReference, type ReferenceFormValues, referenceValues } from "./reference-form-values";

/** Fields typed in Latin script (names, references, calibres): they read left to right in Arabic too. */
const latinFields = new Set<ReferenceField>([
  "brand",
  "model",
  "reference",
  "collection",
  "aliases",
  "movement",
]);
const numberFields = new Set<ReferenceField>(["caseSizeMm", "yearFrom", "yearTo"]);
const requiredFields = new Set<ReferenceField>(["brand", "model", "reference"]);
const layout: ReferenceField[][] = [
  ["brand", "reference"],
  ["collection", "model"],
  ["aliases"],
  ["caseSizeMm", "caseMaterial"],
  ["movement", "dialColor"],
  ["yearFrom", "yearTo"],
  ["description"],
];

/** The catalogue's edit dialog (issue 12): every field of one reference, checked as the server checks it. */
export function ReferenceDialog({
  watch,
  onOpenChange,
}: {
  watch: ReferenceWatchDto | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <FormDialog
      open={watch !== undefined}
      onOpenChange={onOpenChange}
      title={t("catalogue.dialog.title")}
      description={
        watch && (
          <>
            <bdi dir="ltr">
              {watch.brand} {watch.reference}
            </bdi>
            {" · "}
            {t("catalogue.dialog.description")}
          </>
        )
      }
    >
      {watch && <ReferenceForm key={watch.id} watch={watch} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function ReferenceForm({ watch, onDone }: { watch: ReferenceWatchDto; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const idPrefix = useId();
  const form = useForm<ReferenceFormValues>({ defaultValues: referenceValues(watch) });
  const save = useUpdateReference();

  function refuse(errors: Map<string, string>) {
    for (const [index, [field, message]] of [...errors].entries())
      form.setError(field as ReferenceField, { message }, { shouldFocus: index === 0 });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    form.clearErrors();
    const values = form.getValues();
    const errors = checkReference(values);
    if (errors.size > 0) return refuse(errors);
    save.mutate(
      { id: watch.id, payload: values },
      {
        onSuccess: () => {
          toast.success(t("catalogue.dialog.saved"));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "VALIDATION_ERROR" && error.issues?.length)
            return refuse(
              new Map(error.issues.map((issue) => [issue.path.split(".")[0] ?? "", issue.message])),
            );
          toast.error(t("catalogue.dialog.saveFailed"), { description: say(catalogueErrorMessage(error)) });
        },
      },
    );
  }

  const field = (name: ReferenceField) => {
    const id = `${idPrefix}-${name}`;
    const error = form.formState.errors[name]?.message;
    const control =
      name === "description" ? (
        <textarea
          id={id}
          rows={3}
          maxLength={referenceTextLimits.description}
          className="min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
          {...form.register(name)}
        />
      ) : (
        <Input
          id={id}
          dir={latinFields.has(name) || numberFields.has(name) ? "ltr" : "auto"}
          inputMode={numberFields.has(name) ? "decimal" : undefined}
          autoComplete="off"
          className={cn((latinFields.has(name) || numberFields.has(name)) && "rtl:text-end")}
          {...form.register(name)}
        />
      );
    return (
      <FormField
        key={name}
        htmlFor={id}
        label={
          <>
            {t(`catalogue.fields.${name}`)}
            {requiredFields.has(name) && <RequiredMark text={t("catalogue.fields.required")} />}
          </>
        }
        hint={
          name === "aliases"
            ? t("catalogue.fields.aliasesHint")
            : name === "yearTo"
              ? t("catalogue.fields.yearToHint")
              : undefined
        }
        error={error ? say(catalogueMessage(error)) : undefined}
      >
        {control as React.ReactElement<React.ComponentProps<"input">>}
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
        cancel={t("catalogue.dialog.cancel")}
        submit={t("catalogue.dialog.save")}
        working={t("catalogue.dialog.saving")}
        pending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
