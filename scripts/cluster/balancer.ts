import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../checkout/flows";

/** Debian's nginx, installed by the project's own script when it is missing. */
function nginxPath(): string {
  const found = spawnSync(
    "bash",
    ["scripts/ensure-debian-package", "/usr/sbin/nginx", "nginx", "the load balancer of stress:cluster"],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (found.status !== 0) throw new Error("nginx is missing and could not be installed");
  return found.stdout.trim();
}

/** deploy/nginx.conf, the compose file's balancer, with the drill's upstream ports and its own port. */
function configFor(upstreamPorts: number[], port: number): string {
  const shipped = readFileSync("deploy/nginx.conf", "utf8");
  const servers = upstreamPorts
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`)
    .join("\n");
  const configured = shipped
    .replace(/^ {4}server app\d:3000 .*\n(?: {4}server app\d:3000 .*\n)*/m, `${servers}\n`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  if (!configured.includes(servers) || !configured.includes(`listen 127.0.0.1:${port};`))
    throw new Error("deploy/nginx.conf no longer has the upstream servers and port the drill replaces");
  return configured;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** nginx on 127.0.0.1 in front of `upstreamPorts`, in a folder of its own, until `stop`. */
export async function startBalancer(
  upstreamPorts: number[],
): Promise<{ base: string; stop(): Promise<void> }> {
  const nginx = nginxPath();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "mizan-nginx-"));
  writeFileSync(join(dir, "nginx.conf"), configFor(upstreamPorts, port));
  const child: ChildProcess = spawn(
    nginx,
    [
      "-p",
      dir,
      "-c",
      join(dir, "nginx.conf"),
      "-g",
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;`,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const exited = once(child, "exit");
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (child.exitCode !== null || tries > 100)
      throw new Error(`nginx did not start: ${readFileSync(join(dir, "error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
