import type * as React from "react";
import { Input } from "../../../components/ui/input";

/** E-mail addresses and passwords are Latin text: left-to-right even inside the Arabic layout. */
export function EmailInput(props: Omit<React.ComponentProps<typeof Input>, "type">) {
  return (
    <Input
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      dir="ltr"
      {...props}
    />
  );
}

export function PasswordInput({
  autoComplete,
  ...props
}: Omit<React.ComponentProps<typeof Input>, "type"> & { autoComplete: "current-password" | "new-password" }) {
  return <Input type="password" autoComplete={autoComplete} dir="ltr" {...props} />;
}
