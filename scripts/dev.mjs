// npm run dev: the API (restarting on changes) on :5000 and Vite's dev server on :5173, which proxies to it.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, TSX_TSCONFIG_PATH: path.join(root, "graphql-api/tsconfig.json") };
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", path.join(root, "graphql-api/src/main.ts")], { cwd: root, stdio: "inherit", env }),
  spawn("npm", ["run", "dev", "-w", "web"], { cwd: root, stdio: "inherit", env }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => { stop(); process.exit(code ?? 0); });
