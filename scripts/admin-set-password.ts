/**
 * npm run admin:set-password — sets the team's admin password (issue 7).
 *
 * Stores a scrypt hash (never the password) in the store the server uses (SQLite under
 * DATA_DIR, or DATABASE_URL), where it takes precedence over ADMIN_PASSWORD, and signs
 * out every session. Every instance sees the change at the next sign-in attempt.
 *
 *   npm run admin:set-password                  asks twice, without echo, on a terminal
 *   printf '%s\n' "$PW" | npm run admin:set-password   reads the first line from a pipe
 *   npm run admin:set-password -- --clear        removes it (ADMIN_PASSWORD applies again)
 */
import { PASSWORD_HASH_SETTING } from "../server/admin/auth.ts";
import { hashPassword } from "../server/admin/secrets.ts";
import { loadConfigOrExit } from "../server/config.ts";
import { type AdminStore, createAdminStore } from "../server/store/admin-store.ts";
import { openStore } from "../server/store/index.ts";

export const MIN_PASSWORD_LENGTH = 12;

export function passwordProblem(password: string): string | undefined {
  if (password.trim().length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters (a few words make a good one).`;
  }
  if (password.length > 1000) return "The password must be at most 1000 characters.";
  return undefined;
}

/** Stores the hash and signs everyone out; answers how many sessions ended. */
export async function setAdminPassword(adminStore: AdminStore, password: string): Promise<number> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  await adminStore.setSetting(PASSWORD_HASH_SETTING, await hashPassword(password));
  return adminStore.deleteAllSessions();
}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(prompt);
    let value = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener("data", onData);
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return done();
        if (char === "\u0003") return done(new Error("cancelled"));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    input.on("data", onData);
  });
}

async function readPiped(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

async function main() {
  const config = loadConfigOrExit();
  const clear = process.argv.includes("--clear");
  let password = "";
  if (!clear) {
    if (process.stdin.isTTY) {
      password = await askHidden("New admin password: ");
      const problem = passwordProblem(password);
      if (problem) {
        console.error(problem);
        process.exit(1);
      }
      if ((await askHidden("Repeat it: ")) !== password) {
        console.error("The two entries differ; nothing was changed.");
        process.exit(1);
      }
    } else {
      password = await readPiped();
    }
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }

  const store = await openStore(config);
  try {
    const adminStore = createAdminStore(store.db, store.dialect);
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `SQLite under ${config.dataDir}`;
    if (clear) {
      const removed = await adminStore.deleteSetting(PASSWORD_HASH_SETTING);
      const ended = await adminStore.deleteAllSessions();
      console.log(
        removed
          ? `Removed the stored admin password from ${where}; ${config.adminPassword ? "ADMIN_PASSWORD applies again" : "sign-in is now off until a password is set"}. ${ended} session(s) signed out.`
          : `No stored admin password in ${where}; nothing changed.`,
      );
    } else {
      const ended = await setAdminPassword(adminStore, password);
      console.log(`Admin password set in ${where}. ${ended} session(s) signed out.`);
      if (config.adminPassword)
        console.log("Note: it takes precedence over ADMIN_PASSWORD, which is now ignored.");
    }
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
