import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
const file = process.argv[2]!;
const sandbox = { globalThis: {} as any };
vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
const bm = JSON.parse(fs.readFileSync(".next/build-manifest.json", "utf8"));
for (const [key, m] of Object.entries<any>(sandbox.globalThis.__RSC_MANIFEST)) {
  const chunks = new Set<string>([...bm.rootMainFiles, ...Object.values<string[]>(m.entryJSFiles).flat()]);
  for (const c of chunks) {
    const src = fs.readFileSync(path.join(".next", c), "utf8");
    const gz = zlib.gzipSync(src).length;
    const mods = [...new Set([...src.matchAll(/\[project\]\/([^\s"'\]]+)/g)].map((x) => x[1]))];
    console.log(`${(gz / 1000).toFixed(1)}kB ${c} ${bm.rootMainFiles.includes(c) ? "ROOT" : ""} ${mods.slice(0, 12).join(" ")}${mods.length > 12 ? " +" + (mods.length - 12) : ""}`);
  }
}
