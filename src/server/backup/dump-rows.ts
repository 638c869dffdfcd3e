// Opens a dumped PGlite data directory (the file named first) and prints the rows of every table
// as JSON. A process of its own: opening a dump takes a core for seconds, which the server's
// event loop must spend on shoppers while a backup is taken.
import { readFile } from "node:fs/promises";
import { setPriority } from "node:os";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../db/client";
import { countTableRows } from "./table-rows";

setPriority(19);
const [file] = process.argv.slice(2);
if (!file) throw new Error("usage: dump-rows <database.tar>");
const opened = await PGlite.create({
  loadDataDir: new Blob([await readFile(file)]),
  extensions: pgliteExtensions,
});
try {
  process.stdout.write(JSON.stringify(await countTableRows(opened)));
} finally {
  await opened.close();
}
