import { Spinner } from "./spinner";

/** The "session unknown" state of guarded pages (spec: reseller-tools §2). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
