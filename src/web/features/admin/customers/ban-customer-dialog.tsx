import type { CustomerDetailDto } from "../../../../shared/customer-schemas";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { customerName } from "../components/customer-name";
import { useSetCustomerBanned } from "./api/set-customer-banned";

/**
 * Issue 10 — a ban signs the customer out everywhere at once and keeps them out until it is
 * lifted; their orders stay. The dialog says so before anything happens.
 */
export function BanCustomerDialog({
  customer,
  open,
  onOpenChange,
}: {
  customer: CustomerDetailDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const change = useSetCustomerBanned();
  const banning = customer.status !== "banned";
  const who = customerName(customer) ?? customer.email;
  const mode = banning ? "ban" : "unban";

  function confirm() {
    change.mutate(
      { id: customer.id, banned: banning },
      {
        onSuccess: () => {
          toast.success(t(`customers.${mode}.done`, { name: who }));
          onOpenChange(false);
        },
        onError: (error) =>
          toast.error(t(`customers.${mode}.failed`), { description: errorMessage(error, t) }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
      pending={change.isPending}
      confirmVariant={banning ? "destructive" : "luxury"}
      words={{
        title: t(`customers.${mode}.title`),
        description: t(`customers.${mode}.effect`),
        cancel: t("customers.cancel"),
        confirm: t(`customers.${mode}.action`),
        working: t(`customers.${mode}.working`),
      }}
    >
      <div className="grid gap-0.5 rounded-sm border border-border bg-muted/40 px-4 py-3 text-sm">
        <p className="font-medium break-words">
          <bdi>{who}</bdi>
        </p>
        {who !== customer.email && (
          <p className="break-all text-muted-foreground">
            <bdi>{customer.email}</bdi>
          </p>
        )}
      </div>
      {banning && <p className="text-sm text-muted-foreground">{t("customers.ban.ordersNote")}</p>}
    </ConfirmDialog>
  );
}
