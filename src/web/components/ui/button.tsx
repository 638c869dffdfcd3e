import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-sm text-sm font-medium",
    "transition-[color,background-color,border-color,box-shadow] duration-200 outline-none select-none",
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0",
    // A press held until the page is live (decision 014) shows that it was taken.
    "aria-busy:cursor-progress aria-busy:opacity-70",
    "[&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
        outline: "border border-border bg-transparent hover:border-foreground/40 hover:bg-muted",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-muted hover:text-foreground",
        link: "h-auto px-0 text-foreground underline-offset-4 hover:underline",
        luxury:
          "bg-ink text-ivory uppercase tracking-[0.18em] text-xs shadow-sm ring-1 ring-inset ring-gold/40 " +
          "hover:bg-ink-soft hover:ring-gold",
        gold: "bg-gold text-ink shadow-sm hover:bg-gold-light",
        hero:
          "bg-ivory text-ink uppercase tracking-[0.18em] text-xs shadow-lg shadow-black/20 " +
          "hover:bg-white",
        premium:
          "bg-linear-to-r from-gold-dark via-gold to-gold-light text-ink uppercase tracking-[0.16em] " +
          "text-xs shadow-md hover:brightness-105",
        elegant:
          "border border-gold/60 bg-transparent uppercase tracking-[0.18em] text-xs " +
          "hover:border-gold hover:bg-gold/10",
      },
      size: {
        default: "h-10 px-5 py-2",
        sm: "h-8 gap-1.5 px-3 text-xs",
        lg: "h-12 px-7",
        xl: "h-14 px-10 text-sm",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot.Root className={cn(buttonVariants({ variant, size, className }))} {...props} />;
  }
  return (
    <button type={type ?? "button"} className={cn(buttonVariants({ variant, size, className }))} {...props} />
  );
}
