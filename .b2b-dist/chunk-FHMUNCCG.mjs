// print/pipeline/cache.ts
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join as join2, resolve } from "node:path";

// print/pipeline/atomic-write.ts
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
var counter = 0;
function tempName(file) {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${++counter}.tmp`);
}
async function writeAtomic(file, data) {
  await mkdir(dirname(file), { recursive: true });
  const tmp = tempName(file);
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}
function writeAtomicSync(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = tempName(file);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

// print/pipeline/cache.ts
function sha1(...parts) {
  const h = createHash("sha1");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex");
}
var DiskCache = class _DiskCache {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  static fromEnv(disabled) {
    if (disabled) return new _DiskCache(void 0);
    return new _DiskCache(resolve(process.env.FRAY_CACHE_DIR || ".fray-cache"));
  }
  read(kind, key) {
    if (!this.dir) return void 0;
    try {
      return JSON.parse(readFileSync(join2(this.dir, kind, key.slice(0, 2), `${key}.json`), "utf8"));
    } catch {
      return void 0;
    }
  }
  write(kind, key, value) {
    if (!this.dir) return;
    try {
      writeAtomicSync(join2(this.dir, kind, key.slice(0, 2), `${key}.json`), JSON.stringify(value));
    } catch {
    }
  }
  file(kind, key, ext = "json") {
    return join2(this.dir, kind, key.slice(0, 2), `${key}.${ext}`);
  }
  hasRender(key) {
    return !!this.dir && existsSync(this.file("render", key));
  }
  bytes(kind, key) {
    if (!this.dir) return void 0;
    try {
      return readFileSync(this.file(kind, key, "bin"));
    } catch {
      return void 0;
    }
  }
  setBytes(kind, key, data) {
    if (!this.dir) return;
    try {
      writeAtomicSync(this.file(kind, key, "bin"), data);
    } catch {
    }
  }
  render(key) {
    return this.read("render", key);
  }
  storeRender(key, value) {
    this.write("render", key, value);
  }
  font(key) {
    return this.read("font", key);
  }
  storeFont(key, value) {
    this.write("font", key, value);
  }
  get(kind, key) {
    return this.read(kind, key);
  }
  set(kind, key, value) {
    this.write(kind, key, value);
  }
};

export {
  writeAtomic,
  sha1,
  DiskCache
};
