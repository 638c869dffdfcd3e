import CopyIcon from "lucide-react/icons/copy";
import DownloadIcon from "lucide-react/icons/download";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { saveFile } from "../../../lib/save-file";

/**
 * Recovery codes, shown once: each opens the account once when the phone is lost. Copied or saved
 * as a text file, in the page's language around the codes themselves.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation("auth");
  const asText = () => `${t("security.recoveryFileTitle")}\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join("\n")).then(
      () => toast.success(t("security.copied")),
      () => toast.error(t("security.copyFailed")),
    );
  };
  const download = () =>
    saveFile(new Blob([asText()], { type: "text/plain;charset=utf-8" }), "mizan-recovery-codes.txt");
  return (
    <div className="grid gap-4">
      <p className="text-sm leading-relaxed text-muted-foreground">{t("security.recoveryCodesHelp")}</p>
      <ul
        aria-label={t("security.recoveryCodesTitle")}
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-sm border border-border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <CopyIcon aria-hidden="true" />
          {t("security.copyCodes")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <DownloadIcon aria-hidden="true" />
          {t("security.downloadCodes")}
        </Button>
      </div>
    </div>
  );
}
