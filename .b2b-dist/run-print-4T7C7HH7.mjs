import {
  codeHash,
  referenceTemplateExists,
  repoRoot
} from "./chunk-FJV2BZ23.mjs";
import {
  buildDecks,
  planOutputs
} from "./chunk-C5KCBRNP.mjs";
import {
  DiskCache,
  sha1,
  writeAtomic
} from "./chunk-FHMUNCCG.mjs";
import {
  taskRunner,
  toFailure
} from "./chunk-QSCCDUMK.mjs";
import "./chunk-SO5U4ORD.mjs";
import {
  CliError
} from "./chunk-IRGTZIRY.mjs";

// print/pipeline/run-print.ts
import { resolve as resolve2 } from "node:path";

// print/pipeline/build.ts
import { existsSync as existsSync2, readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";
import { join as join2 } from "node:path";

// print/pipeline/load-catalog-fast.ts
import { readdirSync, readFileSync, existsSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
function listYaml(root, sub = "") {
  const out = [];
  for (const e of readdirSync(join(root, sub), { withFileTypes: true })) {
    if (e.name.startsWith(".") || e.name === "node_modules") continue;
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listYaml(root, rel));
    else if (/\.ya?ml$/i.test(e.name)) out.push(rel);
  }
  return out;
}
function displayName(abs) {
  const rel = relative(process.cwd(), abs);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split(sep).join("/") : abs;
}
async function iconNames(cache) {
  let version = "?";
  try {
    version = JSON.parse(readFileSync(join(repoRoot(), "node_modules", "@iconify-json", "game-icons", "package.json"), "utf8")).version;
  } catch {
  }
  const hit = cache.get("icons", sha1("game-icons", version));
  if (hit) return new Set(hit);
  const { gameIconNames } = await import("./game-icons-WBBPZ7MQ.mjs");
  const names = await gameIconNames();
  cache.set("icons", sha1("game-icons", version), [...names]);
  return names;
}
function readCatalogFiles(dir) {
  const abs = resolve(dir);
  if (!existsSync(abs)) throw new CliError(`catalog folder not found: ${dir}`, "pass the folder that holds the system folders, e.g. `cards`");
  if (!statSync(abs).isDirectory()) throw new CliError(`not a folder: ${dir}`, "pass the folder that holds the system folders, e.g. `cards`");
  const files = listYaml(abs).sort().map((path) => {
    const file = join(abs, path);
    return { path, text: readFileSync(file, "utf8"), display: displayName(file) };
  });
  return { dir: abs, files, hash: sha1(...files.flatMap((f) => [f.path, f.text])) };
}
async function validateCatalogFiles(read, cache) {
  const { validateCatalog } = await import("./validate-catalog-G74M7QL4.mjs");
  const data = validateCatalog(read.files, { icons: await iconNames(cache) });
  return { dir: read.dir, hash: read.hash, ...data };
}

// print/pipeline/render-stage.ts
import { availableParallelism as availableParallelism2 } from "node:os";

// print/pipeline/render-pool.ts
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
var RenderError = class extends Error {
  constructor(failure, task) {
    super(failure.message);
    this.failure = failure;
    this.task = task;
    this.name = "RenderError";
  }
  failure;
  task;
};
function newWorker(workerData) {
  const self = import.meta.url;
  if (!self.endsWith(".ts")) return new Worker(new URL("./render-worker.mjs", self), { workerData });
  const entry = new URL("./render-worker.ts", self).href;
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
var RenderPool = class {
  constructor(opts = {}) {
    this.opts = opts;
    this.size = Math.max(1, opts.size ?? availableParallelism());
    this.recycleAfter = opts.recycleAfter ?? 200;
  }
  opts;
  slots = [];
  queue = [];
  running = /* @__PURE__ */ new Map();
  nextId = 1;
  size;
  recycleAfter;
  run(task) {
    return new Promise((resolve3, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve: resolve3, reject });
      this.pump();
    });
  }
  async close() {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
  spawn() {
    const worker = newWorker({ backendModule: this.opts.backendModule });
    const slot = { worker, busy: false, done: 0 };
    worker.on("message", (msg) => {
      const r = this.running.get(msg.id);
      if (!r) return;
      this.running.delete(msg.id);
      slot.busy = false;
      slot.done++;
      if (msg.error) r.job.reject(new RenderError(msg.error, r.job.task));
      else r.job.resolve({ faces: msg.faces ?? [], fonts: msg.fonts ?? {} });
      if (slot.done >= this.recycleAfter) this.retire(slot);
      this.pump();
    });
    worker.on("error", (e) => this.fail(slot, e));
    worker.on("exit", (code) => {
      if (this.slots.includes(slot)) this.fail(slot, new Error(`render worker exited with code ${code}`));
    });
    this.slots.push(slot);
    return slot;
  }
  retire(slot) {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
  }
  fail(slot, e) {
    this.retire(slot);
    for (const [id, r] of this.running) {
      if (r.slot !== slot) continue;
      this.running.delete(id);
      r.job.reject(e);
    }
    this.pump();
  }
  pump() {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < Math.min(this.size, this.queue.length + this.running.size)) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift();
      slot.busy = true;
      this.running.set(job.id, { job, slot });
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }
};

// print/pipeline/render-stage.ts
async function renderStage(tasks, cache, config, progress) {
  const memo = /* @__PURE__ */ new Map();
  const fonts = /* @__PURE__ */ new Map();
  const misses = tasks.filter((t) => !cache.hasRender(t.key) && !memo.has(t.key));
  const failures = [];
  const accept = (task, out) => {
    memo.set(task.key, out.faces);
    cache.storeRender(task.key, { faces: out.faces.map((f) => f.drawing.opsDeflated ? { ...f, drawing: { ...f.drawing, ops: "" } } : f) });
    for (const [id, bytes] of Object.entries(out.fonts)) {
      const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      fonts.set(id, b);
      cache.setBytes("fontfile", id, b);
    }
    progress.tick();
  };
  if (misses.length) {
    progress.start(misses.length, "rendering");
    const inProcess = config.backend || misses.length <= (config.inProcessMax ?? 2);
    if (inProcess) {
      const backend = config.backend ?? await (await import("./satori-backend-YJECF7XL.mjs")).loadBackend();
      const runner = taskRunner(backend);
      for (const task of misses) {
        try {
          accept(task, await runner.run(task));
        } catch (e) {
          failures.push(new RenderError(toFailure(e), task));
          progress.tick();
        }
      }
    } else {
      const pool = new RenderPool({ size: Math.min(config.workers ?? availableParallelism2(), misses.length), backendModule: config.backendModule });
      try {
        await Promise.all(
          misses.map(
            (task) => pool.run(task).then(
              (out) => accept(task, out),
              (e) => {
                failures.push(e instanceof RenderError ? e : new RenderError(toFailure(e), task));
                progress.tick();
              }
            )
          )
        );
      } finally {
        await pool.close();
      }
    }
    progress.done();
  }
  return {
    faces(key) {
      let f = memo.get(key);
      if (!f) {
        const hit = cache.render(key);
        if (!hit) throw new Error(`render cache entry ${key} vanished during the build`);
        f = hit.faces;
        memo.set(key, f);
      }
      return f;
    },
    rendered: misses.length - failures.length,
    cached: tasks.length - misses.length,
    failures,
    fonts
  };
}

// print/pipeline/report.ts
async function formatRenderError(e, catalog) {
  const { formatProblem } = await import("./yaml-source-DIQ3FXXA.mjs");
  const t = e.task;
  const id = t.kind === "card" ? t.card.id : t.kind === "back" ? t.deck.character?.id : void 0;
  const origin = id ? catalog.origins.get(id) : void 0;
  const what = t.kind === "card" ? `card ${t.card.id}` : t.kind === "back" ? `back of deck ${t.deck.id}` : `${t.scope.system} rule reference`;
  const hint = e.failure.hint ?? (e.failure.name === "UnsupportedSvgError" ? "the template uses an SVG feature the PDF writer does not draw; see docs/print.md" : void 0);
  const message = `${what}: ${e.failure.message}`;
  if (origin) return formatProblem({ file: origin.file, line: origin.line, col: origin.col, field: id ?? "", message, ...hint ? { hint } : {} });
  const file = t.kind === "reference" ? `${t.scope.system}/system.yaml` : t.scope.system;
  return formatProblem({ file, line: 1, col: 1, field: "", message, ...hint ? { hint } : {} });
}
function summary(result, outDir, seconds) {
  const lines = [];
  const groups = /* @__PURE__ */ new Map();
  for (const f of result.files) {
    const dir = f.path.includes("/") ? f.path.slice(0, f.path.lastIndexOf("/")) : ".";
    const g = groups.get(dir) ?? { n: 0, changed: 0, bytes: 0 };
    g.n++;
    g.bytes += f.bytes;
    if (f.changed) g.changed++;
    groups.set(dir, g);
  }
  for (const [dir, g] of groups) lines.push(`  ${`${outDir}/${dir}/`.padEnd(34)} ${String(g.n).padStart(3)} PDF${g.n === 1 ? " " : "s"}  ${(g.bytes / 1024).toFixed(0).padStart(6)} KB  (${g.changed} written, ${g.n - g.changed} unchanged)`);
  lines.push(`fray print: ${result.rendered} rendered, ${result.cached} from cache, ${result.files.filter((f) => f.changed).length} of ${result.files.length} files written in ${seconds.toFixed(2)} s`);
  for (const s of result.skippedReferences) lines.push(`  note: no rule reference for ${s} (templates/reference/${s}.hbs is missing)`);
  return lines.join("\n");
}

// print/pipeline/build.ts
var MANIFEST = ".fray-manifest.json";
function readManifest(file) {
  try {
    const m = JSON.parse(readFileSync2(file, "utf8"));
    if (m && typeof m.files === "object") return m;
  } catch {
  }
  return { files: {} };
}
async function buildPrint(opts) {
  const read = readCatalogFiles(opts.catalogDir);
  const version = codeHash();
  const manifestPath = join2(opts.outDir, MANIFEST);
  const manifest = readManifest(manifestPath);
  const buildKey = sha1(version, read.hash, JSON.stringify({ ...opts, only: [...opts.only].sort(), cache: void 0, progress: void 0, render: void 0, catalogDir: read.dir }));
  if (manifest.build?.key === buildKey) {
    const listed = manifest.build.files.map((path) => ({ path, entry: manifest.files[path] }));
    const intact = listed.every(({ path, entry }) => entry && existsSync2(join2(opts.outDir, path)) && statSync2(join2(opts.outDir, path)).size === entry.bytes);
    if (intact) return { ok: true, problems: [], files: listed.map(({ path, entry }) => ({ path, bytes: entry.bytes, changed: false })), rendered: 0, cached: 0, skippedReferences: manifest.build.skippedReferences };
  }
  const catalog = await validateCatalogFiles(read, opts.cache);
  const fail = (problems) => ({ ok: false, problems, files: [], rendered: 0, cached: 0, skippedReferences: [] });
  if (catalog.problems.length) {
    const { formatProblem } = await import("./yaml-source-DIQ3FXXA.mjs");
    return fail(catalog.problems.map(formatProblem));
  }
  const systemName = (id) => {
    const t = catalog.tables[id];
    return typeof t?.name === "string" ? t.name : id;
  };
  const scopes = /* @__PURE__ */ new Map();
  const scopeOf = (system) => {
    let s = scopes.get(system);
    if (!s) {
      s = { catalogDir: catalog.dir, system, systemName: systemName(system), tables: catalog.tables[system], cards: catalog.cardsBySystem[system] ?? [] };
      scopes.set(system, s);
    }
    return s;
  };
  const systemOf = /* @__PURE__ */ new Map();
  for (const [system, cards] of Object.entries(catalog.cardsBySystem)) for (const c of cards) systemOf.set(c.id, system);
  const tablesHash = /* @__PURE__ */ new Map();
  const tablesKey = (system) => {
    let h = tablesHash.get(system);
    if (!h) tablesHash.set(system, h = sha1(JSON.stringify(catalog.tables[system] ?? null)));
    return h;
  };
  const cardKeys = /* @__PURE__ */ new Map();
  const cardKey = (card) => {
    let k = cardKeys.get(card.id);
    if (!k) {
      const system = systemOf.get(card.id) ?? "";
      const refs = card.type === "character" ? [...card.actions, ...card.stances].map((id) => {
        const c = catalog.cards.get(id);
        return c ? `${c.id}:${c.type}:${c.name}` : id;
      }) : [];
      k = sha1(version, "card", system, tablesKey(system), JSON.stringify(card), ...refs);
      cardKeys.set(card.id, k);
    }
    return k;
  };
  const backKey = (deck) => sha1(version, "back", deck.system, tablesKey(deck.system), deck.kind, deck.id, deck.title, JSON.stringify(deck.character ?? null));
  const referenceKey = (system) => sha1(version, "reference", system, tablesKey(system), JSON.stringify(catalog.cardsBySystem[system] ?? []));
  const decks = buildDecks(catalog.systems, catalog.cardsBySystem, catalog.cards, systemName);
  const skippedReferences = opts.only.has("reference") ? catalog.systems.filter((s) => !referenceTemplateExists(s)) : [];
  const referenceSystems = opts.only.has("reference") ? catalog.systems.filter((s) => referenceTemplateExists(s)) : [];
  const tasks = /* @__PURE__ */ new Map();
  const cardLike = opts.only.has("pnp") || opts.only.has("decks") || opts.only.has("dtc");
  if (cardLike) {
    for (const deck of decks) {
      for (const card of deck.cards) {
        const key = cardKey(card);
        if (!tasks.has(key)) tasks.set(key, { kind: "card", key, card, scope: scopeOf(systemOf.get(card.id) ?? deck.system) });
      }
      const bk = backKey(deck);
      if (!tasks.has(bk)) tasks.set(bk, { kind: "back", key: bk, deck, scope: scopeOf(deck.system) });
    }
  }
  for (const system of referenceSystems) {
    const key = referenceKey(system);
    tasks.set(key, { kind: "reference", key, scope: scopeOf(system) });
  }
  const stage = await renderStage([...tasks.values()], opts.cache, opts.render ?? {}, opts.progress);
  if (stage.failures.length) return fail(await Promise.all(stage.failures.map((f) => formatRenderError(f, catalog))));
  const outputs = planOutputs(decks, referenceSystems, opts.only, opts, {
    cardKey,
    backKey,
    face: (key) => stage.faces(key)[0],
    referenceKey,
    reference: (system) => stage.faces(referenceKey(system))
  }, version);
  const fonts = {
    fontBytes(id) {
      const b = stage.fonts.get(id) ?? opts.cache.bytes("fontfile", id);
      if (!b) throw new Error(`font ${id} is neither in memory nor in the cache; run again with --no-cache`);
      return b;
    },
    cachedFont: (key) => opts.cache.font(key),
    storeFont: (key, f) => opts.cache.storeFont(key, f)
  };
  const files = [];
  const next = { files: { ...manifest.files } };
  for (const o of outputs) {
    const abs = join2(opts.outDir, o.path);
    const prev = manifest.files[o.path];
    if (prev && prev.key === o.key && existsSync2(abs) && statSync2(abs).size === prev.bytes) {
      files.push({ path: o.path, bytes: prev.bytes, changed: false });
      continue;
    }
    const data = o.build(fonts);
    await writeAtomic(abs, data);
    next.files[o.path] = { key: o.key, bytes: data.length };
    files.push({ path: o.path, bytes: data.length, changed: true });
  }
  next.build = { key: buildKey, files: outputs.map((o) => o.path), skippedReferences };
  await writeAtomic(manifestPath, JSON.stringify(next, null, 1));
  return { ok: true, problems: [], files, rendered: stage.rendered, cached: stage.cached, skippedReferences };
}

// print/pipeline/progress.ts
function createProgress(stream = process.stderr) {
  const enabled = !!stream.isTTY && !process.env.CI && process.env.TERM !== "dumb";
  let total = 0;
  let count = 0;
  let label = "";
  let last = 0;
  const draw = (force) => {
    if (!enabled || total === 0) return;
    const now = Date.now();
    if (!force && now - last < 50) return;
    last = now;
    const width = 30;
    const filled = Math.round(count / total * width);
    stream.write(`\r${label} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${count}/${total}\x1B[K`);
  };
  return {
    start(t, l) {
      total = t;
      count = 0;
      label = l;
      draw(true);
    },
    tick(n = 1) {
      count = Math.min(total, count + n);
      draw(count === total);
    },
    done() {
      if (enabled && total > 0) stream.write("\r\x1B[K");
      total = 0;
    }
  };
}

// print/pipeline/run-print.ts
async function runPrint(args) {
  const catalogDir = args.catalog ?? (await import("./load-catalog-PSPLQ7S4.mjs")).bundledCatalogDir();
  const opts = {
    catalogDir,
    outDir: resolve2(args.out),
    papers: args.papers,
    duplex: args.duplex,
    layout: args.layout,
    backOffset: args.backOffset,
    only: args.only,
    cache: DiskCache.fromEnv(args.noCache),
    progress: createProgress()
  };
  const once = async () => {
    const t0 = performance.now();
    const result = await buildPrint(opts);
    if (!result.ok) {
      process.stderr.write(result.problems.join("\n") + "\n");
      process.stderr.write(`fray print: ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}; nothing was written
`);
      return 1;
    }
    process.stdout.write(summary(result, args.out.replace(/\/+$/, ""), (performance.now() - t0) / 1e3) + "\n");
    return 0;
  };
  if (!args.watch) return once();
  const { watchAndRebuild } = await import("./watch-XOLVNLL6.mjs");
  return watchAndRebuild(catalogDir, once);
}
export {
  runPrint
};
