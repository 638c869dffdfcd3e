import EllipsisVerticalIcon from "lucide-react/icons/ellipsis-vertical";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "./dropdown-menu";

/**
 * One of a table row's actions: an icon whose label names the row for a screen reader ("Edit
 * Rolex Submariner"), a link when it goes somewhere, a button when it does something.
 */
export function RowAction({
  label,
  icon,
  to,
  newTab = false,
  onClick,
  disabled,
  destructive = false,
  title,
  className,
}: {
  label: string;
  /** A tooltip for sighted users, saying why an action is off. */
  title?: string;
  icon: ReactNode;
  to?: string;
  newTab?: boolean;
  onClick?: () => void;
  disabled?: boolean;
  destructive?: boolean;
  className?: string;
}) {
  const classes = cn("size-9", destructive && "text-destructive hover:text-destructive", className);
  const content = (
    <>
      {icon}
      <span className="sr-only">{label}</span>
    </>
  );
  if (to)
    return (
      <Button asChild variant="ghost" size="icon" className={classes}>
        <Link to={to} target={newTab ? "_blank" : undefined} rel={newTab ? "noopener" : undefined}>
          {content}
        </Link>
      </Button>
    );
  return (
    <Button
      variant="ghost"
      size="icon"
      className={classes}
      onClick={onClick}
      disabled={disabled}
      title={title}
    >
      {content}
    </Button>
  );
}

/** The row's less common actions behind one "⋮" (an order's moves). */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9">
          <EllipsisVerticalIcon aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
