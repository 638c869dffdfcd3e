import type * as React from "react";
import { cn } from "../../lib/cn";

export function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "flex h-11 w-full min-w-0 rounded-sm border border-input bg-card px-3.5 py-2 text-base text-foreground",
        "shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground md:text-sm",
        "focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/25",
        "file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
