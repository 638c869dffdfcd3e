import { type FormEvent, useState } from "react";
import type { Language } from "../../../../shared/i18n";
import { type StaffRole, staffRoles } from "../../../../shared/staff-roles";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormDialog, FormDialogActions } from "../../../components/ui/form-dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { useMessage } from "../../../lib/use-message";
import { formErrorMessage } from "../../../lib/validation-messages";
import { useInviteStaff } from "./api/staff-api";

/** Issue 28: the owner invites someone by e-mail, with a role and the language of the e-mail. */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const say = useMessage();
  const invite = useInviteStaff();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("sales");
  const [language, setLanguage] = useState<Language>(i18n.language === "ar" ? "ar" : "en");

  function close(next: boolean) {
    if (!next) {
      invite.reset();
      setEmail("");
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { email, role, language },
      {
        onSuccess: () => {
          toast.success(t("staff.invite.sent", { email: email.trim().toLowerCase() }));
          close(false);
        },
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={t("staff.invite.title")}
      description={t("staff.invite.description")}
      className="max-w-lg"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        {invite.error && <FormAlert id="invite-error">{say(formErrorMessage(invite.error))}</FormAlert>}
        <FormField label={t("staff.invite.email")} htmlFor="invite-email">
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            dir="ltr"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField label={t("staff.invite.role")} htmlFor="invite-role" hint={t(`staff.roleHints.${role}`)}>
          <NativeSelect
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {staffRoles.map((option) => (
              <option key={option} value={option}>
                {t(`staff.roles.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("staff.invite.language")} htmlFor="invite-language">
          <NativeSelect
            id="invite-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            <option value="en">English</option>
            <option value="ar" lang="ar">
              العربية
            </option>
          </NativeSelect>
        </FormField>
        <FormDialogActions
          cancel={t("staff.cancel")}
          submit={t("staff.invite.submit")}
          working={t("staff.invite.sending")}
          pending={invite.isPending}
          onCancel={() => close(false)}
        />
      </form>
    </FormDialog>
  );
}
