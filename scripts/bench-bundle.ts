/**
 * `npm run bench:bundle` — what each storefront page's JavaScript is made of (issue 27): builds
 * the web app in memory and prints, per page and language, the gzip bytes loaded before the load
 * event and in all before the page answers a tap, beside the goals and the committed budget
 * (scripts/bundle/bundle-budget.json), then the largest modules of the heaviest page and which
 * chunk holds them. `--write-budget` records today's figures as the budget.
 */
import { budgetPath, readBudget, writeBudget } from "./bundle/bundle-budget";
import { buildWebChunks, gzipBytesOf, modulesOf, pageGraphs } from "./bundle/storefront-graph";

const goals = { allKb: 120, shellKb: 60 };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const started = performance.now();
  const chunks = await buildWebChunks();
  const graphs = pageGraphs(chunks);
  console.log(`built in ${Math.round(performance.now() - started)} ms: ${chunks.size} chunks`);
  if (process.argv.includes("--write-budget")) {
    writeBudget(chunks, graphs);
    console.log(`budget written to ${budgetPath}`);
  }
  const budget = readBudget();
  // The app without any page or language: what every storefront page shares.
  const shell = new Set(
    graphs.map((graph) => [...graph.all]).reduce((a, b) => a.filter((f) => b.includes(f))),
  );
  console.log(
    `\nshared by every page (React, the router, i18n, queries, the layout): ${kb(gzipBytesOf(chunks, shell))}   goal: <= ${goals.shellKb} KB`,
  );
  console.log(
    `\n${"page".padEnd(12)}${"lang".padEnd(6)}${"before load".padStart(12)}${"in all".padStart(10)}${"chunks".padStart(8)}   budget / goal`,
  );
  for (const graph of graphs) {
    const all = gzipBytesOf(chunks, graph.all);
    const allowed = budget.pages[graph.route];
    console.log(
      `${graph.route.padEnd(12)}${graph.language.padEnd(6)}${kb(gzipBytesOf(chunks, graph.beforeLoad)).padStart(12)}${kb(all).padStart(10)}${String(graph.all.size).padStart(8)}   ${all <= allowed ? "within" : "OVER"} ${kb(allowed)} / ${all <= goals.allKb * 1024 ? "met" : "missed"} ${goals.allKb} KB`,
    );
  }
  const heaviest = graphs.reduce((a, b) => (gzipBytesOf(chunks, b.all) > gzipBytesOf(chunks, a.all) ? b : a));
  const chunkOfModule = new Map<string, string>();
  for (const file of heaviest.all)
    for (const module of Object.keys(chunks.get(file)?.modules ?? {})) chunkOfModule.set(module, file);
  console.log(`\nlargest modules of ${heaviest.route} (${heaviest.language}), bytes before gzip:`);
  for (const [module, bytes] of [...modulesOf(chunks, heaviest.all)].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${String(bytes).padStart(9)}  ${module}  (${chunkOfModule.get(module)})`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
