import BanIcon from "lucide-react/icons/ban";
import PackageCheckIcon from "lucide-react/icons/package-check";
import RotateCcwIcon from "lucide-react/icons/rotate-ccw";
import TruckIcon from "lucide-react/icons/truck";
import type { ReactNode } from "react";
import { type AdminTransition, adminMovesFrom } from "../../../../shared/orders";
import { can, orderMovePermission } from "../../../../shared/staff-roles";
import { Button } from "../../../components/ui/button";
import { DropdownMenuItem } from "../../../components/ui/dropdown-menu";
import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session";
import type { MoveTarget, PendingMove } from "./order-move-dialog";

const icons: Record<AdminTransition, ReactNode> = {
  shipped: <TruckIcon aria-hidden="true" />,
  delivered: <PackageCheckIcon aria-hidden="true" />,
  cancelled: <BanIcon aria-hidden="true" />,
  refunded: <RotateCcwIcon aria-hidden="true" />,
};

/** Cancelling and refunding end the sale: drawn in the destructive colour. */
const isUndoing = (to: AdminTransition) => to === "cancelled" || to === "refunded";

/**
 * The moves the shared transition table allows from the order's status that the signed-in role may
 * make (issue 28: a refund or a cancellation is the refunds permission's); none when final.
 */
export function movesFor(role: string | undefined, status: MoveTarget["status"]): AdminTransition[] {
  return adminMovesFrom(status).filter((to) => can(role, orderMovePermission(to)));
}

function useMovesFrom(status: MoveTarget["status"]): AdminTransition[] {
  return movesFor(useSession().session?.user.role, status);
}

/** The moves as buttons. */
export function OrderMoveButtons({
  order,
  onMove,
}: {
  order: MoveTarget;
  onMove: (move: PendingMove) => void;
}) {
  const { t } = useTranslation("admin");
  return useMovesFrom(order.status).map((to) => (
    <Button
      key={to}
      variant={isUndoing(to) ? "outline" : "luxury"}
      className={isUndoing(to) ? "text-destructive hover:text-destructive" : undefined}
      onClick={() => onMove({ order, to })}
    >
      {icons[to]}
      {t(`orders.moves.${to}`)}
    </Button>
  ));
}

/** The same moves as items of the row's menu. */
export function OrderMoveItems({
  order,
  onMove,
}: {
  order: MoveTarget;
  onMove: (move: PendingMove) => void;
}) {
  const { t } = useTranslation("admin");
  return useMovesFrom(order.status).map((to) => (
    <DropdownMenuItem
      key={to}
      onSelect={() => onMove({ order, to })}
      variant={isUndoing(to) ? "destructive" : "default"}
    >
      {icons[to]}
      {t(`orders.moves.${to}`)}
    </DropdownMenuItem>
  ));
}
