import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const SERVER = fileURLToPath(new URL("./lead-server.ts", import.meta.url));

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** SIGKILL: no shutdown, no flush; whatever was not committed is gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the lead server process on `port` (0: any) and waits until it listens and answers /healthz. */
export async function startLeadServer(env: Record<string, string>, port = 0): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LEADS_RATE_LIMIT_PER_IP: "100000000",
      LEADS_RATE_LIMIT_PER_SITE: "100000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const listening = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once("exit", (code) => reject(new Error(`lead server exited with ${code} before listening`)));
  });
  await waitHealthy(listening);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    port: listening,
    child,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("lead server never became healthy");
}
