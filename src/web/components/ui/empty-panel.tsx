import type { AriaRole, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { IconBadge, type IconBadgeSize } from "./icon-badge";

const frames = {
  /** Nothing to show in part of a page. */
  dashed: "rounded-md border border-dashed border-input bg-card px-6 py-16",
  /** A card that is the page's whole content (sign-in required, a section not open yet). */
  card: "rounded-md border border-border bg-card px-6 py-12 shadow-xs sm:px-10",
  /** The page itself is the panel (an empty cart, a watch not found). */
  none: "",
} as const;

const titleClasses = {
  h1: "font-display text-3xl font-medium tracking-tight md:text-4xl",
  h2: "font-display text-2xl font-medium",
  h3: "font-display text-xl font-medium",
  p: "font-medium",
} as const;

/**
 * A panel saying there is nothing (or nothing yet) to show: an icon, a title, a line of help and
 * a way forward. `compact` fits it inside a card (the account's lists, a sent confirmation).
 */
export function EmptyPanel({
  icon,
  iconSize = "lg",
  iconClassName,
  title,
  titleAs = "h2",
  titleId,
  text,
  action,
  frame = "dashed",
  size = "default",
  role,
  className,
}: {
  /** A lucide icon element, drawn in an `IconBadge` of `iconSize`. */
  icon?: ReactNode;
  iconSize?: IconBadgeSize;
  iconClassName?: string;
  title?: string;
  titleAs?: keyof typeof titleClasses;
  /** For a section labelled by the panel's title. */
  titleId?: string;
  text: ReactNode;
  action?: ReactNode;
  frame?: keyof typeof frames;
  size?: "default" | "compact";
  role?: AriaRole;
  className?: string;
}) {
  const Title = titleAs;
  const isCompact = size === "compact";
  const hasAbove = Boolean(icon || title);
  return (
    <div role={role} className={cn("flex flex-col items-center text-center", frames[frame], className)}>
      {icon && (
        <IconBadge size={iconSize} className={iconClassName}>
          {icon}
        </IconBadge>
      )}
      {title && (
        <Title id={titleId} className={cn(titleClasses[titleAs], icon && (isCompact ? "mt-4" : "mt-6"))}>
          {title}
        </Title>
      )}
      <p
        className={cn(
          "leading-relaxed text-muted-foreground",
          isCompact ? "max-w-xs text-sm" : "max-w-md",
          !isCompact && (frame === "none" ? "text-base" : "text-sm"),
          hasAbove && (isCompact ? "mt-3" : frame === "none" ? "mt-4" : "mt-3"),
        )}
      >
        {text}
      </p>
      {action && <div className={isCompact ? "mt-5" : "mt-8"}>{action}</div>}
    </div>
  );
}
