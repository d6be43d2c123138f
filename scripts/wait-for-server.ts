/** Resolves once `url` answers 2xx; the measuring scripts start the real server and wait here. */
export async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs} ms`);
}
