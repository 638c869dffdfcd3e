import { useMutation } from "@tanstack/react-query";
import { saveFile } from "./save-file";

/** A file the server makes (an export), saved under `fileName` once it has arrived. */
export function useDownload<Input>(
  download: (input: Input) => Promise<Blob>,
  fileName: (input: Input) => string,
) {
  return useMutation({
    mutationFn: download,
    onSuccess: (blob, input) => saveFile(blob, fileName(input)),
  });
}

/** `name-YYYY-MM-DD.csv`, dated today as the server dates its own. */
export function datedCsvName(name: string): string {
  return `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
}
