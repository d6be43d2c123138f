import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";

/**
 * Redis for tests, never the shared server on 6379: a redis-server of the test's own on a
 * free port, a peer that accepts connections and never answers (a frozen process, a
 * half-open path), and a port with nothing listening.
 */
const REDIS_SERVER = "/usr/bin/redis-server";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type OwnRedis = { url: string; process: ChildProcess; stop: () => Promise<void> };

export async function startOwnRedis(): Promise<OwnRedis> {
  // A missing server is a failure, not a reason to skip: the check would silently vanish.
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is not installed: run npm run setup:machine (it installs redis-server)`);
  }
  const port = await freePort();
  const redis = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    redis.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    redis.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
  });
  const exited = new Promise<void>((resolve) => redis.once("exit", () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    process: redis,
    stop: async () => {
      if (redis.exitCode !== null || redis.signalCode !== null) return;
      redis.kill("SIGCONT");
      redis.kill("SIGKILL");
      await exited;
    },
  };
}

/** A TCP peer on 127.0.0.1 that accepts every connection and never writes a byte. */
export async function startSilentPeer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A Redis URL on a port where nothing listens (connections are refused). */
export async function deadRedisUrl(): Promise<string> {
  return `redis://127.0.0.1:${await freePort()}`;
}
