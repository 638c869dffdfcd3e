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

/**
 * A one-time code: an authenticator app's six digits ("123 456" as apps group them), or a recovery
 * code. Latin and left-to-right in Arabic too; the browser offers a code it received only to `app`.
 */
export function OneTimeCodeInput({
  kind = "app",
  ...props
}: Omit<React.ComponentProps<typeof Input>, "type"> & { kind?: "app" | "recovery" }) {
  return (
    <Input
      dir="ltr"
      spellCheck={false}
      autoCapitalize="none"
      autoComplete={kind === "app" ? "one-time-code" : "off"}
      inputMode={kind === "app" ? "numeric" : "text"}
      maxLength={kind === "app" ? 7 : 11}
      className="font-mono tracking-widest"
      {...props}
    />
  );
}
