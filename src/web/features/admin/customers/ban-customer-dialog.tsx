import { useTranslation } from "react-i18next";
import type { CustomerDetailDto } from "../../../../shared/customer-schemas";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { errorMessage } from "../../../lib/error-messages";
import { useSetCustomerBanned } from "./api/set-customer-banned";
import { customerName } from "./customer-name";

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
    <Dialog open={open} onOpenChange={(next) => !change.isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t(`customers.${mode}.title`)}</DialogTitle>
          <DialogDescription>{t(`customers.${mode}.effect`)}</DialogDescription>
        </DialogHeader>
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
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={change.isPending}>
            {t("customers.cancel")}
          </Button>
          <Button variant={banning ? "destructive" : "luxury"} onClick={confirm} disabled={change.isPending}>
            {change.isPending && <Spinner />}
            {t(change.isPending ? `customers.${mode}.working` : `customers.${mode}.action`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
