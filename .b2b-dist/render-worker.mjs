import {
  taskRunner,
  toFailure
} from "./chunk-QSCCDUMK.mjs";
import "./chunk-SO5U4ORD.mjs";

// print/pipeline/render-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var runner;
async function load() {
  const data = workerData ?? {};
  const mod = data.backendModule ? await import(data.backendModule) : await import("./satori-backend-YJECF7XL.mjs");
  return taskRunner(await mod.loadBackend());
}
parentPort?.on("message", async (msg) => {
  try {
    runner ??= load();
    const out = await (await runner).run(msg.task);
    parentPort.postMessage({ id: msg.id, ...out });
  } catch (e) {
    parentPort.postMessage({ id: msg.id, error: toFailure(e) });
  }
});
