import { afterEach, beforeEach } from "vitest";

/**
 * Issue 28: a test fails when the code under it writes to console.error (React's hydration
 * mismatches and act() warnings included) and the test did not expect it. A test that expects an
 * error replaces console.error itself (vi.spyOn(console, "error")), which this leaves alone.
 */
const original = console.error;
let written: unknown[][] = [];

function record(...args: unknown[]) {
  written.push(args);
  original(...args);
}

beforeEach(() => {
  written = [];
  console.error = record;
});

afterEach(() => {
  const replaced = console.error !== record;
  console.error = original;
  if (replaced || written.length === 0) return;
  const first = written[0]?.map((part) => (part instanceof Error ? part.message : String(part))).join(" ");
  throw new Error(`console.error was written ${written.length} time(s) during the test; first: ${first}`);
});
