import { zodResolver } from "@hookform/resolvers/zod";
import UserRoundIcon from "lucide-react/icons/user-round";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { ProfileDto } from "../../../../shared/profile";
import { profileUpdateSchema } from "../../../../shared/profile";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NameFields } from "../../../components/ui/name-fields";
import { SectionCard } from "../../../components/ui/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import type { Message } from "../../../lib/message";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { formErrorMessage } from "../../../lib/validation-messages";
import { useProfile } from "../api/get-profile";
import { useUpdateProfile } from "../api/update-profile";

/** The shopper's names and phone, from GET /api/me/profile, saved with PATCH. */
export function ProfileCard({ className }: { className?: string }) {
  const { t } = useTranslation("auth");
  const profile = useProfile();
  return (
    <SectionCard
      className={className}
      icon={<UserRoundIcon aria-hidden="true" />}
      title={t("account.profileTitle")}
      description={t("account.profileDescription")}
    >
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <FormAlert id="profile-load-error">
          <p>{t("errors.profileLoadFailed")}</p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => profile.refetch()}
          >
            {t("actions.tryAgain")}
          </Button>
        </FormAlert>
      ) : (
        <div className="grid gap-5" aria-busy="true">
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      )}
    </SectionCard>
  );
}

const fieldOrder = ["firstName", "lastName", "phone"] as const;

function ProfileForm({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const updateProfile = useUpdateProfile();
  const [failure, setFailure] = useState<Message>();
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      phone: profile.phone ?? "",
    },
  });
  const feedback = useFormFeedback(form, fieldOrder, failure);

  // The request is awaited inside the submit, so the form is busy from the press until the answer
  // (a double click saves once, issue 13).
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = await updateProfile.mutateAsync(values);
      form.reset({
        firstName: saved.firstName ?? "",
        lastName: saved.lastName ?? "",
        phone: saved.phone ?? "",
      });
      toast.success(t("toasts.profileUpdated"), { description: t("toasts.profileUpdatedDescription") });
    } catch (error) {
      const message = formErrorMessage(error);
      setFailure(message);
      toast.error(t("toasts.profileUpdateFailed"), { description: say(message) });
    }
  });
  const { isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isSubmitting}>
      <p className="text-sm text-muted-foreground">
        <Trans
          t={t}
          i18nKey="account.emailNote"
          values={{ email: profile.email }}
          components={{ email: <bdi dir="ltr" className="font-medium text-foreground" /> }}
        />
      </p>
      {feedback.formMessage && (
        <FormAlert id={feedback.alertId}>
          <p>{say(feedback.formMessage)}</p>
        </FormAlert>
      )}
      <NameFields feedback={feedback} />
      <FormField label={t("fields.phone")} {...feedback.field("phone")} hint={t("fields.phoneHint")}>
        <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" {...feedback.fieldProps("phone")} />
      </FormField>
      <Button type="submit" variant="luxury" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? t("actions.saving") : t("actions.saveChanges")}
      </Button>
    </form>
  );
}
