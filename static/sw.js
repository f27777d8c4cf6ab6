// Service worker for Sweets: the site works offline after the first visit.
//
// This file is a template: the build (tools/build.py) replaces the PRECACHE line with the list of
// every built file and its content hash, and names the cache after the hash of that list, so each
// build gets a cache of its own.
//
// - install: fill the new cache completely. A file whose hash matches the one an older cache holds
//   is copied from there; any other is downloaded and its hash checked, so a stale copy from the
//   HTTP cache can never slip in. If anything fails, the install fails and the old version stays.
// - activate: delete every other Sweets cache. The worker waits (no skipWaiting) until a page asks
//   for it: static/boot.js does that before any of the app has loaded, then reloads, so a page
//   never runs on files of two versions.
// - fetch: cache first, network as a fallback for anything outside the list; a page gets the
//   headers that isolate it (see ISOLATION). Where the browser has static routes, it answers all
//   but navigations from this build's cache without this worker.

/* PRECACHE */ const PRECACHE = { cache: "sweets-dev", files: {} };

const CACHE_PREFIX = "sweets-";
const MANIFEST_KEY = "__precache-manifest.json";
const here = (path) => new URL(path, self.location.href).href;

async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// The file list an older cache was filled from, or an empty one.
async function manifestOf(cache) {
  const response = await cache.match(here(MANIFEST_KEY));
  return response ? response.json() : { files: {} };
}

async function findUnchanged(path, hash) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || name === PRECACHE.cache) continue;
    const cache = await caches.open(name);
    if ((await manifestOf(cache)).files[path] === hash) {
      const response = await cache.match(here(path));
      if (response) return response;
    }
  }
  return null;
}

// Downloads `path` and checks its hash: first allowing the HTTP cache (the page has usually just
// loaded the same file), then bypassing it if that copy is not the expected one.
async function download(path, hash) {
  for (const mode of ["default", "reload"]) {
    const response = await fetch(new Request(here(path), { cache: mode }));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if ((await sha256(body)) === hash) {
      return new Response(body, { status: 200, statusText: "OK", headers: response.headers });
    }
  }
  throw new Error(`${path}: the server sent a different version than this build lists`);
}

async function fillCache() {
  const cache = await caches.open(PRECACHE.cache);
  const stored = await manifestOf(cache);
  for (const [path, hash] of Object.entries(PRECACHE.files)) {
    if (stored.files[path] === hash && (await cache.match(here(path)))) continue;
    const response = (await findUnchanged(path, hash)) ?? (await download(path, hash));
    await cache.put(here(path), response);
    stored.files[path] = hash;
    // Recorded as we go, so an interrupted install resumes instead of starting over.
    await cache.put(here(MANIFEST_KEY), Response.json(stored));
  }
}

async function deleteOtherCaches() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== PRECACHE.cache).map((n) => caches.delete(n)),
  );
}

// The key a request is stored under: the page itself for a navigation to the site's folder, the
// file's URL without query string otherwise.
function cacheKey(request) {
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  const scope = new URL(self.registration.scope);
  if (request.mode === "navigate" && url.pathname === scope.pathname) return here("index.html");
  return url.href;
}

self.addEventListener("install", (event) => {
  // Where the browser offers static routes (Chromium 123+), it answers every request of a page
  // but the page itself straight from this build's cache, without running this worker for each
  // file (an offline boot reaches its scripts ~0.3 s sooner). A miss goes to the network. Navigations still come here, to be mapped onto index.html (see cacheKey).
  // A browser without them, or without this form of them, leaves everything to the fetch handler.
  event.waitUntil(fillCache());
  try {
    event.addRoutes?.({
      condition: { not: { requestMode: "navigate" } },
      source: { cacheName: PRECACHE.cache },
    })?.catch(() => {});
  } catch {
    // as above: the fetch handler serves everything
  }
});

self.addEventListener("activate", (event) => {
  event.waitUntil(deleteOtherCaches().then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

// A page this worker answers is cross-origin isolated (GitHub Pages cannot send these headers):
// it may then share memory with the worker that runs Python, and take a press's answer within the
// click's own task (static/page.js). Every file of the site is of its own origin, so the embedder
// policy blocks nothing.
const ISOLATION = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" };

function isolated(response) {
  if (response.type === "opaqueredirect" || response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  const answer = caches
    .open(PRECACHE.cache)
    .then((cache) => cache.match(cacheKey(request)))
    .then((cached) => cached ?? fetch(request));
  event.respondWith(request.mode === "navigate" ? answer.then(isolated) : answer);
});
