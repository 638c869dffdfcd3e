import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The circle's size and the icon's inside it. */
const sizes = {
  sm: "size-10 [&_svg]:size-4",
  md: "size-12 [&_svg]:size-5",
  lg: "size-14 [&_svg]:size-6",
  xl: "size-16 [&_svg]:size-7",
} as const;

export type IconBadgeSize = keyof typeof sizes;

/** A lucide icon in a thin gold circle: trust claims, account cards, empty and notice panels. */
export function IconBadge({
  children,
  size = "lg",
  className,
}: {
  children: ReactNode;
  size?: IconBadgeSize;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full border border-gold/50 text-gold-dark",
        sizes[size],
        className,
      )}
    >
      {children}
    </span>
  );
}
