// The public storefront's sitemaps at catalogue scale: the index, then every product sitemap read as a crawler does
// (one after another, to the end), timed, while the server's resident memory is sampled from /proc: streamed by keyset,
// its peak should stay near where it started, whatever the catalogue's size.
import fs from "node:fs";

export interface SitemapResult {
  products: number;
  sitemaps: number;
  urls: number;
  indexMs: number;
  seconds: number;
  urlsPerSecond: number;
  megabytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The peak while the first half of the product sitemaps was read: a sitemap held in memory grows past it later. */
  rssPeakFirstHalfMb: number;
  serverCpuSeconds: number | null;
  errors: string[];
}

/** Resident memory of a process (MB), from /proc; null where there is none. */
function rssMb(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export async function runSitemap(baseUrl: string, pid: number | undefined, products: number, cpuMsOf: (pid: number | undefined) => number | null): Promise<SitemapResult> {
  const errors: string[] = [];
  const rssBefore = rssMb(pid) ?? 0;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid) ?? 0)), 20);
  const cpuBefore = cpuMsOf(pid);
  const started = performance.now();
  let urls = 0;
  let bytes = 0;
  let sitemaps = 0;
  let rssPeakFirstHalf = 0;
  let indexMs = 0;
  try {
    const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    indexMs = performance.now() - started;
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).filter((l) => l.includes("/sitemaps/products-"));
    sitemaps = locs.length;
    for (const [i, loc] of locs.entries()) {
      if (i === Math.ceil(locs.length / 2)) rssPeakFirstHalf = rssPeak;
      const res = await fetch(`${baseUrl}${new URL(loc).pathname}`);
      if (res.status !== 200) errors.push(`${loc}: ${res.status}`);
      const decoder = new TextDecoder();
      let carry = "";
      let here = 0;
      for await (const chunk of res.body!) {
        bytes += chunk.byteLength;
        const text = carry + decoder.decode(chunk, { stream: true });
        here += text.split("<url>").length - 1;
        carry = text.slice(-5); // a tag cut between two chunks is counted once, in the next one
        here -= carry.split("<url>").length - 1;
      }
      here += carry.split("<url>").length - 1;
      if (here > 50_000) errors.push(`${loc}: ${here} URLs, above the protocol's 50,000`);
      urls += here;
    }
  } catch (e) {
    errors.push((e as Error).message);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMsOf(pid);
  if (urls !== products) errors.push(`listed ${urls} product pages of ${products} products`);
  return {
    products,
    sitemaps,
    urls,
    indexMs: Math.round(indexMs),
    seconds: Math.round(seconds * 10) / 10,
    urlsPerSecond: Math.round(urls / seconds),
    megabytes: Math.round((bytes / 2 ** 20) * 10) / 10,
    rssBeforeMb: Math.round(rssBefore),
    rssPeakMb: Math.round(rssPeak),
    rssPeakFirstHalfMb: Math.round(rssPeakFirstHalf || rssPeak),
    serverCpuSeconds: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) / 100) / 10,
    errors,
  };
}
