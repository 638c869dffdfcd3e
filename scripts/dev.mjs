// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server with hot reload,
// which proxies /api and /media to it. Open http://localhost:5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    if (!code) return;
    stop();
    process.exit(code);
  });
}
