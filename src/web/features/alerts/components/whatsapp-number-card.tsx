import "../alerts-i18n";
import { zodResolver } from "@hookform/resolvers/zod";
import MessageCircleIcon from "lucide-react/icons/message-circle";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isLanguage, type Language, languages } from "../../../../shared/i18n";
import type { WhatsAppNumberDto } from "../../../../shared/whatsapp";
import { whatsAppCodeSchema, whatsAppNumberSchema } from "../../../../shared/whatsapp-schemas";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { NativeSelect } from "../../../components/ui/native-select";
import { SectionCard } from "../../../components/ui/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { apiErrorMessage, errorMessage } from "../../../lib/error-messages";
import { ApiError } from "../../../lib/http-error";
import type { Message } from "../../../lib/message";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { usePendingAction } from "../../../lib/use-pending-action";
import { formErrorMessage } from "../../../lib/validation-messages";
import { useAddWhatsAppNumber } from "../api/add-whatsapp-number";
import { useConfirmWhatsAppNumber } from "../api/confirm-whatsapp-number";
import { useWhatsApp } from "../api/get-whatsapp";
import { useRemoveWhatsAppNumber } from "../api/remove-whatsapp-number";

/**
 * A refusal in the shopper's words: one with a reason (a wrong or expired code, a code asked for
 * too soon) by its reason, else a field's message as the form's other fields word it.
 */
const failureOf = (error: unknown): Message =>
  error instanceof ApiError && error.detail?.reason ? apiErrorMessage(error) : formErrorMessage(error);

/** A number inside a sentence of either language: digits left to right, as the phone shows them. */
const numberTag = { number: <bdi dir="ltr" className="font-medium text-foreground" /> };

/**
 * Issue 30: the account's WhatsApp number on its alerts page. A number typed in international
 * form is sent a code; the code typed back confirms it, and only then does anything else go to
 * it. Shown only when the shop sends WhatsApp: without it the page offers e-mail alone.
 */
export function WhatsAppNumberCard({ className }: { className?: string }) {
  const { t } = useTranslation("alerts");
  const settings = useWhatsApp();
  if (settings.data && !settings.data.isAvailable) return null;
  return (
    <SectionCard
      icon={<MessageCircleIcon aria-hidden="true" />}
      title={t("whatsapp.title")}
      description={t("whatsapp.intro")}
      className={className}
    >
      <div data-testid="whatsapp-number">
        {settings.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t("whatsapp.loading")}>
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        ) : settings.isError ? (
          <LoadFailedPanel
            text={t("whatsapp.failed")}
            retry={t("manage.retry")}
            onRetry={() => void settings.refetch()}
            role="alert"
          />
        ) : (
          <NumberSteps number={settings.data.number} />
        )}
      </div>
    </SectionCard>
  );
}

/** The step the number is at: none yet (or another wanted), its code to type, or confirmed. */
function NumberSteps({ number }: { number: WhatsAppNumberDto | null }) {
  const [isChanging, setIsChanging] = useState(false);
  if (!number || isChanging)
    return (
      <NumberForm
        number={number}
        onSent={() => setIsChanging(false)}
        onCancel={number ? () => setIsChanging(false) : undefined}
      />
    );
  if (number.state === "pending") return <CodeForm number={number} onChange={() => setIsChanging(true)} />;
  return <NumberState number={number} onChange={() => setIsChanging(true)} />;
}

const useShopLanguage = (): Language => {
  const { i18n } = useTranslation("alerts");
  return isLanguage(i18n.language) ? i18n.language : "en";
};

function NumberForm({
  number,
  onSent,
  onCancel,
}: {
  number: WhatsAppNumberDto | null;
  onSent: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("alerts");
  const say = useMessage();
  const add = useAddWhatsAppNumber();
  const shopLanguage = useShopLanguage();
  const [failure, setFailure] = useState<Message>();
  const form = useForm({
    // The number goes as typed (the server's schema reads it the same way): the checked form,
    // digits only, would lose the plus that says it is international.
    resolver: zodResolver(whatsAppNumberSchema, undefined, { raw: true }),
    defaultValues: { number: number?.number ?? "", language: number?.language ?? shopLanguage },
  });
  const feedback = useFormFeedback(form, ["number", "language"], failure);
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await add.mutateAsync(values);
      toast.success(t("whatsapp.sent"));
      onSent();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });
  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <FormField label={t("whatsapp.number")} {...feedback.field("number")} hint={t("whatsapp.numberHint")}>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          maxLength={32}
          placeholder="+965 5000 1234"
          {...feedback.fieldProps("number")}
        />
      </FormField>
      <div className="grid gap-2">
        <label htmlFor={feedback.field("language").htmlFor} className="text-sm font-medium">
          {t("whatsapp.language")}
        </label>
        <NativeSelect {...feedback.fieldProps("language")}>
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`whatsapp.languages.${language}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="luxury" disabled={isSubmitting}>
          {isSubmitting && <Spinner aria-hidden="true" />}
          {isSubmitting ? t("whatsapp.sending") : t("whatsapp.send")}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("save.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}

function CodeForm({ number, onChange }: { number: WhatsAppNumberDto; onChange: () => void }) {
  const { t } = useTranslation("alerts");
  const say = useMessage();
  const confirm = useConfirmWhatsAppNumber();
  const add = useAddWhatsAppNumber();
  const resend = usePendingAction();
  const [failure, setFailure] = useState<Message>();
  const form = useForm({ resolver: zodResolver(whatsAppCodeSchema), defaultValues: { code: "" } });
  const feedback = useFormFeedback(form, ["code"], failure);
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      await confirm.mutateAsync(code);
      toast.success(t("whatsapp.confirmedToast"));
    } catch (error) {
      setFailure(failureOf(error));
    }
  });
  const sendAgain = () =>
    resend.run(async () => {
      setFailure(undefined);
      try {
        await add.mutateAsync({ number: number.number, language: number.language });
        form.reset({ code: "" });
        toast.success(t("whatsapp.sent"));
      } catch (error) {
        setFailure(failureOf(error));
      }
    });
  const { isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      <p className="text-sm leading-relaxed" role="status">
        <Trans t={t} i18nKey="whatsapp.codeSent" values={{ number: number.number }} components={numberTag} />
      </p>
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <FormField label={t("whatsapp.code")} {...feedback.field("code")}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          maxLength={20}
          className="max-w-48 tracking-[0.3em]"
          {...feedback.fieldProps("code")}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="luxury" disabled={isSubmitting}>
          {isSubmitting && <Spinner aria-hidden="true" />}
          {isSubmitting ? t("whatsapp.confirming") : t("whatsapp.confirm")}
        </Button>
        <Button type="button" variant="outline" disabled={resend.isPending} onClick={() => void sendAgain()}>
          {t("whatsapp.resend")}
        </Button>
        <Button type="button" variant="link" className="px-0" onClick={onChange}>
          {t("whatsapp.change")}
        </Button>
      </div>
    </form>
  );
}

/** A confirmed number (or one its owner opted out of with STOP): what goes there, and the way out. */
function NumberState({ number, onChange }: { number: WhatsAppNumberDto; onChange: () => void }) {
  const { t } = useTranslation("alerts");
  const remove = useRemoveWhatsAppNumber();
  const add = useAddWhatsAppNumber();
  const action = usePendingAction();
  const isOptedOut = number.state === "opted-out";
  const run = (work: () => Promise<unknown>, done: string) =>
    action.run(async () => {
      try {
        await work();
        toast.success(t(done));
      } catch (error) {
        toast.error(errorMessage(error, t, "alerts:whatsapp.failed"));
      }
    });
  return (
    <div className="grid gap-4">
      <p
        className={isOptedOut ? "text-sm leading-relaxed text-destructive" : "text-sm leading-relaxed"}
        data-state={number.state}
      >
        <Trans
          t={t}
          i18nKey={isOptedOut ? "whatsapp.optedOut" : "whatsapp.confirmed"}
          values={{ number: number.number }}
          components={numberTag}
        />
      </p>
      {!isOptedOut && <p className="text-xs text-muted-foreground">{t("whatsapp.stop")}</p>}
      <div className="flex flex-wrap gap-3">
        {isOptedOut && (
          <Button
            type="button"
            variant="luxury"
            disabled={action.isPending}
            onClick={() =>
              void run(
                () => add.mutateAsync({ number: number.number, language: number.language }),
                "whatsapp.sent",
              )
            }
          >
            {t("whatsapp.resend")}
          </Button>
        )}
        <Button type="button" variant="outline" disabled={action.isPending} onClick={onChange}>
          {t("whatsapp.change")}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="text-destructive"
          disabled={action.isPending}
          onClick={() => void run(() => remove.mutateAsync(), "whatsapp.removed")}
        >
          {t("whatsapp.remove")}
        </Button>
      </div>
    </div>
  );
}
