import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { adminHomePath } from "../../../../shared/admin-paths";
import {
  type InvitationAcceptInput,
  type InvitationPreviewDto,
  invitationAcceptSchema,
} from "../../../../shared/staff-schemas";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NameFields } from "../../../components/ui/name-fields";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { api, call } from "../../../lib/api-client";
import { refreshAfterAuthChange } from "../../../lib/session/refresh-after-auth-change";
import { useSession } from "../../../lib/session/session";
import { useFormFeedback } from "../../../lib/use-form-feedback";
import { useMessage } from "../../../lib/use-message";
import { formErrorMessage } from "../../../lib/validation-messages";
import { authClient } from "../api/auth-client";
import { AuthPageShell } from "../components/auth-page-shell";

const invitations = api.api["staff-invitations"][":token"];

/**
 * Issue 28: the page an invitation's link opens. Someone new chooses their names and a password and
 * is signed in; someone with an account at the address accepts signed in as it.
 */
export function StaffInvitationPage() {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const { token = "" } = useParams();
  const { session, isUnknown } = useSession();
  const preview = useQuery({
    queryKey: ["staff-invitation", token],
    queryFn: (): Promise<InvitationPreviewDto> => call(invitations.$get({ param: { token } })),
    retry: false,
  });
  if (preview.isPending || isUnknown) return <PageSpinner />;
  const shell = (children: ReactNode) => (
    <AuthPageShell eyebrow={t("invitation.eyebrow")} title={t("invitation.title")}>
      {children}
    </AuthPageShell>
  );
  if (preview.isError)
    return shell(<FormAlert id="invitation-error">{say(formErrorMessage(preview.error))}</FormAlert>);
  const invitation = preview.data;
  const intro = (
    <p className="mb-6 text-sm leading-relaxed text-muted-foreground">
      {t("invitation.intro", { role: t(`invitation.roles.${invitation.role}`) })}{" "}
      <bdi dir="ltr" className="font-medium text-foreground">
        {invitation.email}
      </bdi>
    </p>
  );
  if (!invitation.hasAccount)
    return shell(
      <>
        {intro}
        <NewAccountForm token={token} email={invitation.email} />
      </>,
    );
  if (session?.user.email === invitation.email)
    return shell(
      <>
        {intro}
        <AcceptAsMe token={token} />
      </>,
    );
  return shell(
    <>
      {intro}
      <p className="mb-6 text-sm">{t("invitation.signInFirst", { email: invitation.email })}</p>
      <Button asChild variant="luxury" className="w-full">
        <Link to={`/login?redirect=${encodeURIComponent(`/staff-invitation/${token}`)}`}>
          {t("invitation.signIn")}
        </Link>
      </Button>
    </>,
  );
}

function useAccept(token: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  return useMutation({
    mutationFn: async (input: { body: InvitationAcceptInput; password?: string }) => {
      const joined = await call(invitations.accept.$post({ param: { token }, json: input.body }));
      if (input.password) {
        const { error } = await authClient.signIn.email({ email: joined.email, password: input.password });
        if (error) throw new Error(error.message);
      }
      return joined;
    },
    onSuccess: async (joined) => {
      await refreshAfterAuthChange(queryClient);
      toast.success(t("invitation.joined"));
      await navigate(adminHomePath(joined.role), { replace: true });
    },
  });
}

function AcceptAsMe({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const accept = useAccept(token);
  return (
    <div className="grid gap-4">
      {accept.error && <FormAlert id="invitation-error">{say(formErrorMessage(accept.error))}</FormAlert>}
      <Button
        variant="luxury"
        disabled={accept.isPending}
        onClick={() => accept.mutate({ body: { account: "existing" } })}
      >
        {accept.isPending && <Spinner className="size-4 text-ivory" />}
        {t("invitation.accept")}
      </Button>
    </div>
  );
}

/** What the new colleague types: the shared schema's fields for a new account. */
const newAccountSchema = invitationAcceptSchema.options[0].omit({ account: true });

function NewAccountForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation("auth");
  const say = useMessage();
  const accept = useAccept(token);
  const form = useForm({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { firstName: "", lastName: "", password: "" },
  });
  const feedback = useFormFeedback(
    form,
    ["firstName", "lastName", "password"],
    accept.error ? formErrorMessage(accept.error) : undefined,
  );
  const submit = form.handleSubmit((fields) =>
    accept.mutate({ body: { account: "new", ...fields }, password: fields.password }),
  );
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      {feedback.formMessage && <FormAlert id={feedback.alertId}>{say(feedback.formMessage)}</FormAlert>}
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <NameFields feedback={feedback} />
      <FormField
        label={t("fields.password")}
        hint={t("invitation.passwordHint")}
        {...feedback.field("password")}
      >
        <Input type="password" autoComplete="new-password" {...feedback.fieldProps("password")} />
      </FormField>
      <Button type="submit" variant="luxury" disabled={accept.isPending}>
        {accept.isPending && <Spinner className="size-4 text-ivory" />}
        {t("invitation.join")}
      </Button>
    </form>
  );
}
