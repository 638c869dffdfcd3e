import type { ComponentProps, ReactNode } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import { RequiredMark } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useMessage } from "../../../lib/use-message";
import { validationMessage } from "../../../lib/validation-messages";
import type { ListingFormValues } from "./listing-form-values";

export type ListingForm = UseFormReturn<ListingFormValues>;
type Name = FieldPath<ListingFormValues>;

const idOf = (name: string) => `listing-${name.replace(/\./g, "-")}`;

/** A labelled control of the listing form with its hint and its (translated) error. */
function Field({
  form,
  name,
  label,
  hint,
  required,
  className,
  children,
}: {
  form: ListingForm;
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (props: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const error = form.formState.errors;
  const message = name
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], error) as
    | { message?: string }
    | undefined;
  const id = idOf(name);
  const described = [hint && `${id}-hint`, message?.message && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark text={t("listings.fields.required")} />}
      </Label>
      {children({
        id,
        "aria-invalid": message?.message ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {message?.message && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {say(validationMessage(message.message))}
        </p>
      )}
    </div>
  );
}

/** A text or number input bound to the form. */
export function TextField({
  form,
  name,
  label,
  hint,
  required,
  className,
  ...input
}: {
  form: ListingForm;
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
} & Omit<ComponentProps<"input">, "name" | "form">) {
  return (
    <Field form={form} name={name} label={label} hint={hint} required={required} className={className}>
      {(props) => <Input {...props} {...input} {...form.register(name)} />}
    </Field>
  );
}

/** A native select bound to the form; `options` are value and label pairs. */
export function SelectField({
  form,
  name,
  label,
  hint,
  required,
  placeholder,
  options,
  className,
}: {
  form: ListingForm;
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  placeholder: string;
  options: { value: string; label: string }[];
  className?: string;
}) {
  return (
    <Field form={form} name={name} label={label} hint={hint} required={required} className={className}>
      {(props) => (
        <NativeSelect {...props} {...form.register(name)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** A checkbox drawn as an on/off switch, bound to a boolean of the form. */
export function SwitchField({
  form,
  name,
  label,
  hint,
}: {
  form: ListingForm;
  name: "isActive" | "isFeatured" | "photosOfThisWatch";
  label: string;
  hint?: string;
}) {
  const id = idOf(name);
  const control = (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        className="peer sr-only"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...form.register(name)}
      />
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 rounded-full bg-input transition-colors",
          "peer-checked:bg-gold-dark peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
          "after:absolute after:top-0.5 after:start-0.5 after:size-5 after:rounded-full after:bg-card after:shadow-sm",
          "after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5",
        )}
      />
      {label}
    </label>
  );
  if (!hint) return control;
  return (
    <div className="grid gap-1.5">
      {control}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
