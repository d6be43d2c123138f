import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Starts the production server of the current build for a measuring script, with a data folder of
 * its own, and returns without waiting (the caller waits with `waitForServer` while its browser
 * starts). Refuses a port something already answers on: that server would be measured instead of
 * this build, without a word.
 */
export async function startBuiltServer(options: {
  origin: string;
  port: number;
  /** The environment variable that moves the port, named in the refusal. */
  portVariable: string;
  /** Prefix of the temporary data folder. */
  dataPrefix: string;
}): Promise<ChildProcess> {
  const { origin, port, portVariable, dataPrefix } = options;
  const answers = await fetch(`${origin}/healthz`).then(
    () => true,
    () => false,
  );
  if (answers) throw new Error(`something already answers on ${origin}: stop it or set ${portVariable}`);
  return spawn(process.execPath, ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      // The measured origin is the site's own: same-origin checks (e.g. the analytics beacon's) pass.
      SITE_URL: origin,
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), dataPrefix)),
    },
  });
}
