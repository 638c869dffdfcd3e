import DownloadIcon from "lucide-react/icons/download";
import { Button } from "./button";
import { Spinner } from "./spinner";

/** An export's button: the download icon, or a spinner and `working` while the file is made. */
export function DownloadButton({
  pending,
  disabled = false,
  label,
  working,
  onClick,
}: {
  pending: boolean;
  /** Nothing to download yet (an empty list). */
  disabled?: boolean;
  label: string;
  working: string;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" onClick={onClick} disabled={pending || disabled}>
      {pending ? <Spinner className="size-4" /> : <DownloadIcon aria-hidden="true" />}
      {pending ? working : label}
    </Button>
  );
}
