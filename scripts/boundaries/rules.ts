import type { ImportEdge, ImportGraph } from "./import-graph";

/** A broken boundary: which file, which import, and the rule it breaks. */
export interface Violation {
  file: string;
  target: string;
  rule: string;
}

type Rule = { name: string; breaks: (file: string, edge: ImportEdge) => boolean };

const areaOf = (path: string, root: string) =>
  path.startsWith(root) ? path.slice(root.length).split("/")[0] : undefined;
const isTestSupport = (file: string) => file.endsWith(".test.ts") || file.startsWith("src/server/test/");
const isSchema = (file: string) => file.endsWith(".schema.ts") || file === "src/server/db/schema.ts";

/** STYLE.md, Boundaries; ARCHITECTURE.md, Layout. */
export const rules: Rule[] = [
  {
    name: "src/shared imports nothing from the server, the web app or Node",
    breaks: (file, edge) =>
      file.startsWith("src/shared/") &&
      (edge.target.startsWith("src/server/") ||
        edge.target.startsWith("src/web/") ||
        edge.target.startsWith("node:")),
  },
  {
    name: "the web app imports only types from the server",
    breaks: (file, edge) =>
      file.startsWith("src/web/") && edge.target.startsWith("src/server/") && !edge.isTypeOnly,
  },
  {
    name: "the server imports no web code but the server renderer's types",
    breaks: (file, edge) =>
      file.startsWith("src/server/") && edge.target.startsWith("src/web/") && !edge.isTypeOnly,
  },
  {
    name: "a module reads another module's tables only through its service",
    breaks: (file, edge) => {
      if (!isSchema(edge.target) || isTestSupport(file) || file.startsWith("src/server/db/")) return false;
      // The module's own folder, or a folder inside it (catalog/search reads catalog's tables).
      const ownFolder = `${edge.target.slice(0, edge.target.lastIndexOf("/"))}/`;
      return !file.startsWith(ownFolder);
    },
  },
  {
    name: "a feature never imports another feature",
    breaks: (file, edge) => {
      const from = areaOf(file, "src/web/features/");
      const to = areaOf(edge.target, "src/web/features/");
      return from !== undefined && to !== undefined && from !== to;
    },
  },
  {
    // Issue 28: the back office is rooms. Its shared pieces sit in features/admin/components (and
    // the namespace loader beside it); an area reaches another only through the app's routes.
    name: "a back-office area never imports another area",
    breaks: (file, edge) => {
      const from = areaOf(file, "src/web/features/admin/");
      const to = areaOf(edge.target, "src/web/features/admin/");
      const isRoom = (area: string | undefined, path: string) =>
        area !== undefined &&
        area !== "components" &&
        path.slice("src/web/features/admin/".length).includes("/");
      return isRoom(from, file) && isRoom(to, edge.target) && from !== to;
    },
  },
  {
    name: "a feature never imports the app shell",
    breaks: (file, edge) => file.startsWith("src/web/features/") && edge.target.startsWith("src/web/app/"),
  },
  {
    name: "components and lib sit below features and the app shell",
    breaks: (file, edge) =>
      (file.startsWith("src/web/components/") || file.startsWith("src/web/lib/")) &&
      (edge.target.startsWith("src/web/features/") || edge.target.startsWith("src/web/app/")),
  },
  {
    name: "a provider's adapter never imports the factory that picks it",
    breaks: (file, edge) => {
      const provider = areaOf(file, "src/server/providers/");
      return (
        provider !== undefined &&
        !file.includes("/create-") &&
        edge.target.startsWith(`src/server/providers/${provider}/create-`)
      );
    },
  },
];

/** Every import that breaks a rule. */
export function findViolations(graph: ImportGraph): Violation[] {
  const violations: Violation[] = [];
  for (const [file, edges] of graph) {
    for (const edge of edges) {
      for (const rule of rules) {
        if (rule.breaks(file, edge)) violations.push({ file, target: edge.target, rule: rule.name });
      }
    }
  }
  return violations;
}

/**
 * Import circles among static imports, type-only ones included (an interface and the adapters
 * that implement it belong in one direction); a dynamic import is loaded on demand and closes
 * none. Each circle is a strongly connected component of more than one file, or a file importing
 * itself (Tarjan).
 */
export function findCycles(graph: ImportGraph): string[][] {
  const next = (file: string) =>
    (graph.get(file) ?? []).filter((edge) => edge.isLocal && !edge.isDynamic).map((edge) => edge.target);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;

  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next(file)) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || next(file).includes(file)) cycles.push(component.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
