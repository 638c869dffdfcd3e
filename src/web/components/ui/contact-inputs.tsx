import type * as React from "react";
import { Input } from "./input";

type InputProps = Omit<React.ComponentProps<"input">, "type" | "dir">;

/** A person's name, in whichever script they write it. */
export function NameInput(props: InputProps) {
  return <Input autoComplete="name" dir="auto" {...props} />;
}

/** An e-mail address: the e-mail keyboard and autofill, always left to right. */
export function EmailInput(props: InputProps) {
  return (
    <Input
      type="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      maxLength={254}
      className="rtl:text-end"
      {...props}
    />
  );
}

/** A phone number: the phone keypad and autofill, always left to right. */
export function PhoneInput(props: InputProps) {
  return (
    <Input
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      dir="ltr"
      maxLength={32}
      className="rtl:text-end"
      {...props}
    />
  );
}
