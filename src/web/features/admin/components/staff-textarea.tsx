import type { ComponentProps } from "react";

/** A multi-line answer field styled like the shop's inputs; words go in either direction. */
export function StaffTextarea(props: Omit<ComponentProps<"textarea">, "className" | "dir">) {
  return (
    <textarea
      dir="auto"
      className="w-full rounded-sm border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none md:text-sm focus-visible:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive"
      {...props}
    />
  );
}
