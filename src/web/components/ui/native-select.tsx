import ChevronDownIcon from "lucide-react/icons/chevron-down";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A native select dressed as our inputs: the phone's own picker is the best one on a phone. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "flex h-11 w-full min-w-0 appearance-none rounded-sm border border-input bg-card ps-3.5 pe-10 text-base",
          "text-foreground shadow-xs outline-none transition-[border-color,box-shadow] md:text-sm",
          "focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40",
          "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
