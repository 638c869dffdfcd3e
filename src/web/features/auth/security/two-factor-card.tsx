import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { SessionUser } from "../../../../shared/session";
import { type TwoFactorEnrolment, totpSecretOf, totpVerifySchema } from "../../../../shared/two-factor";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormDialog, FormDialogActions } from "../../../components/ui/form-dialog";
import { FormField } from "../../../components/ui/form-field";
import { QrCode } from "../../../components/ui/qr-code";
import { SectionCard } from "../../../components/ui/section-card";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { refreshAfterAuthChange } from "../../../lib/session/refresh-after-auth-change";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { authClient } from "../api/auth-client";
import { OneTimeCodeInput } from "../components/credential-inputs";
import { PasswordCheck, securityErrorMessage } from "./password-check";
import { RecoveryCodes } from "./recovery-codes";

type Dialog = "enrol" | "newCodes" | "turnOff" | null;

/**
 * Issue 28 — two-factor sign-in: off, a way to turn it on (password, scan, first code, recovery
 * codes); on, new recovery codes or turning it off, each after the password. Staff whose shop
 * requires it cannot open the back office until it is on (`required`).
 */
export function TwoFactorCard({ user, required = false }: { user: SessionUser; required?: boolean }) {
  const { t } = useTranslation("auth");
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const on = user.twoFactorEnabled;
  return (
    <SectionCard
      icon={<ShieldCheckIcon aria-hidden="true" />}
      title={t("security.twoFactorTitle")}
      description={t("security.twoFactorDescription")}
    >
      <div className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t("security.status")}</span>
          <Badge variant={on ? "gold" : "outline"}>{on ? t("security.on") : t("security.off")}</Badge>
        </p>
        {required && !on && (
          <p role="status" className="rounded-sm border border-gold/40 bg-ivory px-4 py-3 text-sm">
            {t("security.requiredNotice")}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {on ? (
            <>
              <Button type="button" variant="outline" onClick={() => setDialog("newCodes")}>
                {t("security.newCodes")}
              </Button>
              <Button type="button" variant="outline" onClick={() => setDialog("turnOff")}>
                {t("security.turnOff")}
              </Button>
            </>
          ) : (
            <Button type="button" variant="luxury" onClick={() => setDialog("enrol")}>
              {t("security.turnOn")}
            </Button>
          )}
        </div>
      </div>
      <EnrolDialog open={dialog === "enrol"} onClose={close} />
      <NewCodesDialog open={dialog === "newCodes"} onClose={close} />
      <TurnOffDialog open={dialog === "turnOff"} onClose={close} required={required} />
    </SectionCard>
  );
}

/** Password, then the app's QR code and its first code, then the recovery codes to keep. */
function EnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [verified, setVerified] = useState(false);
  const finish = async () => {
    if (verified) await refreshAfterAuthChange(queryClient);
    setEnrolment(undefined);
    setVerified(false);
    onClose();
  };
  const step = verified ? "codes" : enrolment ? "scan" : "password";
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && void finish()}
      title={t("security.enrolTitle")}
      description={t(`security.enrolStep.${step}`)}
    >
      {step === "password" && (
        <PasswordCheck
          submit={t("security.continue")}
          working={t("security.working")}
          onCancel={() => void finish()}
          run={async (password) => {
            const { data, error } = await authClient.twoFactor.enable({ password });
            if (error || !data || !("totpURI" in data) || !data.totpURI) return error ?? {};
            setEnrolment({ totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] });
            return null;
          }}
        />
      )}
      {step === "scan" && enrolment && (
        <ScanStep enrolment={enrolment} onCancel={() => void finish()} onVerified={() => setVerified(true)} />
      )}
      {step === "codes" && enrolment && (
        <>
          <RecoveryCodes codes={enrolment.backupCodes} />
          <DialogFooter>
            <Button type="button" variant="luxury" onClick={() => void finish()}>
              {t("security.savedCodes")}
            </Button>
          </DialogFooter>
        </>
      )}
    </FormDialog>
  );
}

const codeOrder = ["code"] as const;

function ScanStep({
  enrolment,
  onCancel,
  onVerified,
}: {
  enrolment: TwoFactorEnrolment;
  onCancel: () => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const [failure, setFailure] = useState<Message>();
  const form = useForm({ resolver: zodResolver(totpVerifySchema), defaultValues: { code: "" } });
  const feedback = useFormFeedback(form, codeOrder, failure);
  const secret = totpSecretOf(enrolment.totpURI);
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    const { error } = await authClient.twoFactor.verifyTotp({ code }).catch(() => ({ error: {} }));
    if (error) {
      setFailure(securityErrorMessage(error));
      form.setFocus("code");
      return;
    }
    toast.success(t("security.turnedOn"));
    onVerified();
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid justify-items-center gap-3 sm:grid-cols-[auto_1fr] sm:items-center sm:justify-items-start">
        <QrCode value={enrolment.totpURI} label={t("security.qrLabel")} />
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">{t("security.typeKey")}</p>
          <code dir="ltr" data-testid="totp-secret" className="break-all font-mono text-foreground">
            {secret}
          </code>
        </div>
      </div>
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <FormField label={t("twoFactor.codeLabel")} {...feedback.field("code")}>
        <OneTimeCodeInput {...feedback.fieldProps("code")} />
      </FormField>
      <FormDialogActions
        cancel={t("security.cancel")}
        submit={t("twoFactor.verify")}
        working={t("twoFactor.verifying")}
        pending={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

function NewCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("auth");
  const [codes, setCodes] = useState<string[]>();
  const close = () => {
    setCodes(undefined);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t("security.newCodesTitle")}
      description={t(codes ? "security.enrolStep.codes" : "security.newCodesDescription")}
    >
      {codes ? (
        <>
          <RecoveryCodes codes={codes} />
          <DialogFooter>
            <Button type="button" variant="luxury" onClick={close}>
              {t("security.savedCodes")}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <PasswordCheck
          submit={t("security.newCodes")}
          working={t("security.working")}
          onCancel={close}
          run={async (password) => {
            const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
            if (error || !data) return error ?? {};
            setCodes(data.backupCodes);
            return null;
          }}
        />
      )}
    </FormDialog>
  );
}

function TurnOffDialog({
  open,
  onClose,
  required,
}: {
  open: boolean;
  onClose: () => void;
  required: boolean;
}) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("security.turnOffTitle")}
      description={t(required ? "security.turnOffRequired" : "security.turnOffDescription")}
    >
      <PasswordCheck
        submit={t("security.turnOff")}
        working={t("security.working")}
        onCancel={onClose}
        run={async (password) => {
          const { error } = await authClient.twoFactor.disable({ password });
          if (error) return error;
          await refreshAfterAuthChange(queryClient);
          toast.success(t("security.turnedOff"));
          onClose();
          return null;
        }}
      />
    </FormDialog>
  );
}
