/**
 * `npm run bench:static`: requests per second for a page (`/`) and a hashed asset, from this
 * server and from nginx (one worker, gzip_static) serving the same build, in one run (issue 11:
 * "≥ 0.5× nginx on a page and on an asset, same run"). wrk with 4 connections and
 * `Accept-Encoding: br, gzip` (this server answers brotli; nginx-light has no brotli module and
 * answers its .gz copies). Builds first when there is no build; installs nginx-light and wrk
 * with apt when missing. Prints numbers; asserts nothing.
 *
 * Settings: BENCH_SITE_PORT (4432), BENCH_NGINX_PORT (4433), BENCH_SECONDS (10),
 * BENCH_THREADS (1: on a two-core machine the other core is the server's), BENCH_SERVER_DIR
 * (another checkout whose server to run on this build, for a before/after comparison).
 */
import { execFileSync, execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForServer } from "./wait-for-server.ts";

const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4432);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 4433);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const THREADS = Number(process.env.BENCH_THREADS ?? 1);
const CONNECTIONS = 4;
const root = path.resolve("build/client");

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

function ensureTools() {
  if (has("nginx") && has("wrk")) return;
  console.log("installing nginx-light and wrk with apt-get …");
  execSync("apt-get install -y nginx-light wrk", { stdio: "inherit" });
}

function nginxConfig(dir: string): string {
  const mimeTypes = ["/etc/nginx/mime.types"].find((file) => existsSync(file));
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ""}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

function wrk(url: string): number {
  const output = execFileSync(
    "wrk",
    [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${SECONDS}s`, "-H", "Accept-Encoding: br, gzip", url],
    { encoding: "utf8" },
  );
  const match = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!match) throw new Error(`no requests/s in wrk's output:\n${output}`);
  return Number(match[1]);
}

/** The page's first hashed script: what a browser fetches right after the HTML. */
function hashedAsset(): string {
  const html = readFileSync(path.join(root, "index.html"), "utf8");
  const match = /\/assets\/[\w.-]+\.js/.exec(html);
  if (!match) throw new Error("no hashed script in build/client/index.html");
  return match[0];
}

async function main() {
  if (!existsSync(path.join(root, "index.html"))) execSync("npm run build", { stdio: "inherit" });
  ensureTools();
  const dir = mkdtempSync(path.join(tmpdir(), "meridian-bench-static-"));
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir));
  const nginx = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: "inherit",
  });
  // The production server as deployed: default log level, an empty data directory.
  // BENCH_SERVER_DIR: another checkout's server on this build (a before/after comparison).
  const serverDir = process.env.BENCH_SERVER_DIR ?? ".";
  const site = spawn(process.execPath, ["server/main.ts"], {
    cwd: serverDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dir, "data"),
      BUILD_DIR: root,
    },
  });
  try {
    const asset = hashedAsset();
    const servers = [
      { name: "this server", origin: `http://127.0.0.1:${SITE_PORT}` },
      { name: "nginx", origin: `http://127.0.0.1:${NGINX_PORT}` },
    ];
    for (const server of servers) await waitForServer(`${server.origin}/`);
    const rows: { path: string; site: number; nginx: number }[] = [];
    for (const urlPath of ["/", asset]) {
      const [ours, theirs] = servers.map((server) => {
        const url = `${server.origin}${urlPath}`;
        // Warm up (the first answer also primes this server's answers from memory).
        execFileSync("wrk", ["-t1", "-c1", "-d1s", "-H", "Accept-Encoding: br, gzip", url]);
        return wrk(url);
      });
      rows.push({ path: urlPath, site: ours ?? 0, nginx: theirs ?? 0 });
    }
    console.log(
      `wrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s, Accept-Encoding: br, gzip; nginx: 1 worker, gzip_static`,
    );
    console.log("path".padEnd(40), "this server".padStart(12), "nginx".padStart(12), "ratio".padStart(7));
    for (const row of rows) {
      console.log(
        row.path.padEnd(40),
        `${Math.round(row.site)}/s`.padStart(12),
        `${Math.round(row.nginx)}/s`.padStart(12),
        `${(row.site / row.nginx).toFixed(2)}×`.padStart(7),
      );
    }
  } finally {
    site.kill("SIGTERM");
    nginx.kill("SIGQUIT");
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
