import ArrowLeftIcon from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

/** A quiet way back ("Continue Shopping", "Back to Collection", "Back to Sign In", ...). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-2 rounded-xs text-sm font-medium text-gold-dark",
        "underline-offset-4 outline-none hover:underline focus-visible:ring-2",
        "focus-visible:ring-ring",
      )}
    >
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {children}
    </Link>
  );
}
