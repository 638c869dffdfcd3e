import type { AriaRole } from "react";
import { Button } from "./button";
import { EmptyPanel } from "./empty-panel";

/** What a list says when it could not be loaded, with the button that asks again. */
export function LoadFailedPanel({
  title,
  text,
  retry,
  onRetry,
  role,
}: {
  title?: string;
  text: string;
  retry: string;
  onRetry: () => void;
  role?: AriaRole;
}) {
  return (
    <EmptyPanel
      frame="dashed"
      role={role}
      title={title}
      text={text}
      action={
        <Button variant="outline" onClick={onRetry}>
          {retry}
        </Button>
      }
    />
  );
}
