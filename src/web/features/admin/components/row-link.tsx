import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";

/** The name or number that opens a row's own page (an order, a customer). */
export function RowLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        "rounded-xs font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      {children}
    </Link>
  );
}
