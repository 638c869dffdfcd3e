import UserPlusIcon from "lucide-react/icons/user-plus";
import { useState } from "react";
import { type StaffRole, staffRoles } from "../../../../shared/staff-roles";
import type { StaffInvitationDto, StaffMemberDto } from "../../../../shared/staff-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useSession } from "../../../lib/session/session";
import { AdminPage } from "../components/admin-page";
import { formatAdminTime } from "../components/format-admin-time";
import {
  useChangeRole,
  useRemoveMember,
  useRevokeInvitation,
  useSetSuspended,
  useStaffPage,
} from "./api/staff-api";
import { InviteDialog } from "./invite-dialog";
import { TwoFactorRule } from "./two-factor-rule";

/** Issue 28: the owner's Staff page — who is on the staff, their roles, and the open invitations. */
export function StaffPage() {
  const { t } = useTranslation("admin");
  const page = useStaffPage();
  const [inviting, setInviting] = useState(false);
  return (
    <AdminPage
      title={t("staff.title")}
      intro={t("staff.description")}
      actions={
        <Button variant="luxury" onClick={() => setInviting(true)}>
          <UserPlusIcon aria-hidden="true" />
          {t("staff.invite.open")}
        </Button>
      }
    >
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      {page.isPending ? (
        <p className="flex items-center gap-3 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" />
          {t("staff.loading")}
        </p>
      ) : page.isError ? (
        <div>
          <LoadFailedPanel
            role="alert"
            title={t("staff.loadFailed")}
            text={errorMessage(page.error, t)}
            retry={t("common:actions.tryAgain")}
            onRetry={() => void page.refetch()}
          />
        </div>
      ) : (
        <div className="grid gap-10">
          <TwoFactorRule page={page.data} />
          <section aria-labelledby="staff-members">
            <h2 id="staff-members" className="font-display text-xl">
              {t("staff.members")}
            </h2>
            <ul className="mt-4 divide-y divide-border rounded-sm border border-border bg-card">
              {page.data.members.map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="staff-invitations">
            <h2 id="staff-invitations" className="font-display text-xl">
              {t("staff.invitations")}
            </h2>
            {page.data.invitations.length === 0 ? (
              <p className="mt-4 text-sm text-muted-foreground">{t("staff.noInvitations")}</p>
            ) : (
              <ul className="mt-4 divide-y divide-border rounded-sm border border-border bg-card">
                {page.data.invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </AdminPage>
  );
}

const rowClass = "flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-5";

function MemberRow({ member }: { member: StaffMemberDto }) {
  const { t, i18n } = useTranslation("admin");
  const isMe = useSession().session?.user.id === member.id;
  const changeRole = useChangeRole();
  const suspend = useSetSuspended();
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveMember();
  const failed = (error: unknown) => toast.error(errorMessage(error, t));
  const selectId = `role-${member.id}`;
  return (
    <li className={rowClass} data-testid="staff-member">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {member.name}
          {isMe && <Badge variant="outline">{t("staff.you")}</Badge>}
          {member.suspended && <Badge variant="destructive">{t("staff.suspended")}</Badge>}
          <Badge variant={member.twoFactorEnabled ? "gold" : "outline"}>
            {t(member.twoFactorEnabled ? "staff.twoFactorOn" : "staff.twoFactorOff")}
          </Badge>
        </p>
        <p className="truncate text-sm text-muted-foreground">
          <bdi dir="ltr">{member.email}</bdi>
          {" · "}
          {t("staff.joined", { date: formatAdminTime(member.joinedAt, i18n.language) })}
        </p>
      </div>
      {isMe ? (
        <p className="text-sm font-medium">{t(`staff.roles.${member.role}`)}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {t("staff.changeRole", { name: member.name })}
          </label>
          <div className="w-40">
            <NativeSelect
              id={selectId}
              value={member.role}
              disabled={changeRole.isPending}
              onChange={(event) => {
                const role = event.target.value as StaffRole;
                changeRole.mutate(
                  { id: member.id, role },
                  {
                    onSuccess: () =>
                      toast.success(
                        t("staff.roleChanged", { name: member.name, role: t(`staff.roles.${role}`) }),
                      ),
                    onError: failed,
                  },
                );
              }}
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`staff.roles.${role}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            variant="outline"
            disabled={suspend.isPending}
            onClick={() =>
              suspend.mutate(
                { id: member.id, suspended: !member.suspended },
                {
                  onSuccess: () =>
                    toast.success(
                      t(member.suspended ? "staff.unsuspendedToast" : "staff.suspendedToast", {
                        name: member.name,
                      }),
                    ),
                  onError: failed,
                },
              )
            }
          >
            {t(member.suspended ? "staff.unsuspend" : "staff.suspend")}
          </Button>
          <Button
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={() => setRemoving(true)}
          >
            {t("staff.remove")}
          </Button>
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(member.id, {
                onSuccess: () => {
                  setRemoving(false);
                  toast.success(t("staff.removed", { name: member.name }));
                },
                onError: failed,
              })
            }
            words={{
              title: t("staff.removeTitle", { name: member.name }),
              description: t("staff.removeBody"),
              cancel: t("staff.cancel"),
              confirm: t("staff.remove"),
              working: t("staff.remove"),
            }}
          />
        </div>
      )}
    </li>
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitationDto }) {
  const { t, i18n } = useTranslation("admin");
  const revoke = useRevokeInvitation();
  const expires = formatAdminTime(invitation.expiresAt, i18n.language);
  return (
    <li className={rowClass} data-testid="staff-invitation">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          <bdi dir="ltr">{invitation.email}</bdi>
        </p>
        <p className="text-sm text-muted-foreground">
          {t(`staff.roles.${invitation.role}`)}
          {" · "}
          {invitation.invitedBy
            ? t("staff.invitedBy", { name: invitation.invitedBy, date: expires })
            : t("staff.invitedAt", { date: expires })}
        </p>
      </div>
      <Button
        variant="outline"
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => toast.success(t("staff.revoked")),
            onError: (error) => toast.error(errorMessage(error, t)),
          })
        }
      >
        {t("staff.revoke")}
      </Button>
    </li>
  );
}
