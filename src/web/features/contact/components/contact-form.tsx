import CheckCircle2Icon from "lucide-react/icons/circle-check";
import SendIcon from "lucide-react/icons/send";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type ContactTopic, contactLimits, contactTopics } from "../../../../shared/contact-schemas";
import { Button } from "../../../components/ui/button";
import { EmailInput, NameInput } from "../../../components/ui/contact-inputs";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField, RequiredMark } from "../../../components/ui/form-field";
import { HoneypotField } from "../../../components/ui/honeypot-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { useLanguage } from "../../../i18n/use-language";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { firstTap } from "../../../lib/first-tap";
import type { Message } from "../../../lib/message";
import { useMessage } from "../../../lib/use-message";
import { useSendContactMessage } from "../api/send-contact-message";
import type { ContactField } from "../lib/check-contact";

const loadChecks = () => import("../lib/check-contact");

interface Values {
  name: string;
  email: string;
  topic: ContactTopic | "";
  subject: string;
  message: string;
  watchReference: string;
  website: string;
}

const fieldOrder: ContactField[] = ["name", "email", "topic", "subject", "message", "watchReference"];
/** Every value the form holds: the fields, and the honeypot. */
const valueNames: string[] = [...fieldOrder, "website"];

/** What the form's fields hold, where they hold something. */
function readTyped(form: HTMLFormElement): Partial<Values> {
  return Object.fromEntries(
    [...new FormData(form)].filter(
      (entry): entry is [keyof Values, string] =>
        typeof entry[1] === "string" && entry[1] !== "" && valueNames.includes(entry[0]),
    ),
  );
}

const textareaClass = cn(
  "w-full rounded-sm border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none md:text-sm",
  "focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive",
);

/**
 * Issue 13: the contact form. The shared schema checks it before the server does; a refusal keeps
 * every word typed, says why above the form and under each field, and moves focus to the first
 * field to fix. `website` is a honeypot people never see.
 */
export function ContactForm() {
  const { t } = useTranslation("pages");
  const language = useLanguage();
  const say = useMessage();
  const id = useId();
  const [searchParams] = useSearchParams();
  const blank = (): Values => ({
    name: "",
    email: "",
    topic: searchParams.get("watch") ? "watch" : "",
    subject: "",
    message: "",
    watchReference: searchParams.get("watch")?.slice(0, contactLimits.watchReference) ?? "",
    website: "",
  });
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Map<ContactField, Message>>(new Map());
  const [failure, setFailure] = useState<Message>();
  const [sentTo, setSentTo] = useState<string>();
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const alertId = `${id}-alert`;
  const fieldId = (field: ContactField) => `${id}-${field}`;

  // On a slow phone the form is on screen before it is live: words typed then are in the fields
  // but not in the state, and would be lost (or refused as missing) on Send. They are taken in.
  useEffect(() => {
    const typed = formRef.current ? readTyped(formRef.current) : {};
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  const focusFirst = (found: Map<ContactField, Message>) => {
    const first = fieldOrder.find((field) => found.has(field));
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    // A Send pressed before the page was live is pressed again as it goes live (decision 014),
    // before the state has taken in what was typed: the fields say what to send.
    const current = { ...values, ...readTyped(event.currentTarget) };
    const { checkContact, contactFailure } = await loadChecks();
    const checked = checkContact({ ...current, topic: current.topic as ContactTopic, language });
    setFailure(undefined);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors(new Map());
    send.mutate(checked.payload, {
      onSuccess: () => {
        setSentTo(current.email.trim());
        setValues(blank());
        requestAnimationFrame(() => sentRef.current?.focus());
      },
      onError: (error) => {
        const refused = contactFailure(error);
        setFailure(refused.form);
        setErrors(refused.fields);
        focusFirst(refused.fields);
      },
    });
  };

  if (sentTo !== undefined) {
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="grid justify-items-start gap-4 rounded-md border border-gold/40 bg-gold/8 p-6 outline-none sm:p-8"
      >
        <CheckCircle2Icon className="size-8 text-gold-dark" strokeWidth={1.5} aria-hidden="true" />
        <h3 className="font-display text-2xl font-medium">{t("contact.sentTitle")}</h3>
        <p className="text-muted-foreground">{t("contact.sentText", { email: `\u2068${sentTo}\u2069` })}</p>
        <Button variant="outline" onClick={() => setSentTo(undefined)}>
          {t("contact.sendAnother")}
        </Button>
      </div>
    );
  }

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const fieldProps = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-describedby": failure ? alertId : undefined,
  });
  const errorOf = (field: ContactField) => {
    const message = errors.get(field);
    return message ? say(message) : undefined;
  };
  const required = <RequiredMark text={t("contact.required")} />;
  const optional = (
    <span className="font-normal normal-case text-muted-foreground"> ({t("contact.fields.optional")})</span>
  );

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={send.isPending}
      className="grid gap-5"
    >
      {failure && (
        <FormAlert id={alertId}>
          <p className="font-medium">{t("contact.failedTitle")}</p>
          <p>{say(failure)}</p>
        </FormAlert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={
            <>
              {t("contact.fields.name")}
              {required}
            </>
          }
          htmlFor={fieldId("name")}
          error={errorOf("name")}
        >
          <NameInput {...fieldProps("name")} maxLength={contactLimits.name} />
        </FormField>
        <FormField
          label={
            <>
              {t("contact.fields.email")}
              {required}
            </>
          }
          htmlFor={fieldId("email")}
          error={errorOf("email")}
        >
          <EmailInput {...fieldProps("email")} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={
            <>
              {t("contact.fields.topic")}
              {required}
            </>
          }
          htmlFor={fieldId("topic")}
          error={errorOf("topic")}
        >
          <NativeSelect {...fieldProps("topic")}>
            <option value="" disabled>
              {t("contact.fields.topicPlaceholder")}
            </option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`contact.topics.${topic}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={
            <>
              {t("contact.fields.subject")}
              {optional}
            </>
          }
          htmlFor={fieldId("subject")}
          error={errorOf("subject")}
        >
          <Input {...fieldProps("subject")} maxLength={contactLimits.subject} dir="auto" />
        </FormField>
      </div>
      <FormField
        label={
          <>
            {t("contact.fields.watchReference")}
            {optional}
          </>
        }
        htmlFor={fieldId("watchReference")}
        error={errorOf("watchReference")}
        hint={t("contact.fields.watchReferenceHint")}
      >
        <Input {...fieldProps("watchReference")} maxLength={contactLimits.watchReference} dir="auto" />
      </FormField>
      <FormField
        label={
          <>
            {t("contact.fields.message")}
            {required}
          </>
        }
        htmlFor={fieldId("message")}
        error={errorOf("message")}
      >
        <textarea
          {...fieldProps("message")}
          rows={6}
          maxLength={contactLimits.message}
          dir="auto"
          className={textareaClass}
        />
      </FormField>
      <HoneypotField
        id={`${id}-website`}
        label={t("contact.fields.website")}
        value={values.website}
        onChange={set("website")}
      />
      <div>
        <Button
          type="submit"
          variant="luxury"
          size="lg"
          className="w-full sm:w-auto"
          disabled={send.isPending}
          {...firstTap("send-contact")}
        >
          {send.isPending ? (
            <>
              <Spinner className="text-current" aria-hidden="true" />
              {t("contact.sending")}
            </>
          ) : (
            <>
              <SendIcon className="rtl:-scale-x-100" aria-hidden="true" />
              {t("contact.send")}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
