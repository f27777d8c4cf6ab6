// The page before Python: the menu, the rules pages and a game's setup work while Pyodide starts
// (issue 34).
//
// tools/build.py writes the menu into index.html's #app, rendered by the same Python that paints
// it later, each game's rules page into rules/<game>.html and the parts of its setup screen into
// setup/<game>.json. This classic script runs as the page is parsed, right after #app, so a link
// to a game or a saved game shows the loading screen instead of the menu, and a rules link its
// page. Until Python takes over, a press on the menu's Rules opens that page here (the address
// says #rules=<game>, which Python then opens itself), Back returns to the menu, and New game
// opens the game's setup (static/first_setup.mjs), where every choice works; Start, and the
// menu's other controls, show the loading screen until Python has done what was pressed. Every
// press from New game on is queued: sweets/web/app.py takes the queued presses and the page over
// with sweetsFirstPaint.takeQueued() and replays them, so Python's screen is the one on the page;
// from then on this script does nothing.
//
// Nothing here knows a game: the menu's markup names them, and the rules and setups are files.

(() => {
  const app = document.getElementById("app");
  const site = new URL("../", document.currentScript.src);
  const setupModule = new URL("first_setup.mjs", document.currentScript.src);
  const menu = app?.querySelector("main.page.menu");
  if (!app || !menu) return; // a page built without its first paint: the loading screen only
  const menuMarkup = menu.outerHTML;
  const queued = [];
  let handedOver = false;
  let shown = null; // the page a press last asked for (a slow fetch must not win over Back)
  let setup = null; // the setup being chosen (first_setup.mjs), from New game until the menu
  let rulesFrom = "menu"; // where Back on a rules page goes

  const status = () => app.querySelector(".boot-loading");
  const hashParams = () => new URLSearchParams(location.hash.replace(/^#/, ""));
  const setHash = (hash) => history.replaceState(null, "", hash || location.pathname + location.search);

  function focusHeading() {
    app.querySelector("h1")?.focus();
  }

  function showMenu() {
    shown = null;
    setup = null;
    queued.length = 0; // Python starts on the menu, as the page is now
    app.querySelectorAll(":scope > :not(.boot-loading)").forEach((node) => node.remove());
    app.insertAdjacentHTML("afterbegin", menuMarkup);
    app.dataset.firstPaint = "menu";
    setHash("");
    focusHeading();
  }

  // The full loading screen in place of the page: what follows needs Python. A screen of its
  // own (a main landmark, a heading for screen readers); the page keeps only this from now on.
  function showLoading() {
    shown = null;
    const loading = status();
    const main = document.createElement("main");
    main.className = "page loading";
    main.innerHTML = '<h1 class="sr-only" tabindex="-1">Starting Sweets</h1>';
    if (loading) main.append(loading);
    app.replaceChildren(main);
    loading?.classList.remove("boot-strip");
    app.dataset.firstPaint = "loading";
    app.setAttribute("aria-busy", "true");
    focusHeading();
  }

  // The setup screen for the form as it is now, over the page or the setup shown before; the
  // focus stays on the control pressed (the new screen has one with the same action).
  function showSetup(focusAction) {
    shown = null;
    const main = setup.render();
    app.querySelectorAll(":scope > :not(.boot-loading)").forEach((node) => node.remove());
    app.prepend(main);
    app.dataset.firstPaint = "setup";
    setHash("");
    const again = focusAction && [...main.querySelectorAll("[data-action]")]
      .find((control) => control.getAttribute("data-action") === focusAction);
    if (again) again.focus({ preventScroll: true });
    else focusHeading();
  }

  // A file the build wrote beside the page, read by `read`; null if it cannot be had (offline
  // before the service worker has the site).
  function fromSite(path, read) {
    return fetch(new URL(path, site)).then((response) => (response.ok ? read(response) : null)).catch(() => null);
  }

  // New game's press is Python's too while its setup is on the way (it is the last press), and
  // is dropped if another page is asked for meanwhile.
  async function openSetup(action) {
    const gameId = action.slice("menu:new:".length);
    shown = action;
    // The script and the game's parts at once: on a slow line each is a round trip.
    const [module, parts] = await Promise.all([
      import(setupModule).catch(() => null),
      fromSite(`setup/${gameId}.json`, (response) => response.json()),
    ]);
    const opened = module && parts ? new module.Setup(parts) : null;
    if (handedOver || shown !== action) return;
    shown = null;
    queued.push(action);
    if (!opened) {
      showLoading(); // offline before the service worker: the setup waits for Python
      return;
    }
    setup = opened;
    showSetup(null);
  }

  async function showRules(gameId) {
    if (!/^[a-z][a-z0-9_]*$/.test(gameId) || !menu.querySelector(`[data-action="rules:${gameId}"]`)) return;
    shown = gameId;
    // null: offline before the service worker; the press waits for Python, which has the page.
    const markup = await fromSite(`rules/${gameId}.html`, (response) => response.text());
    if (markup === null || handedOver || shown !== gameId) return;
    app.querySelectorAll(":scope > :not(.boot-loading)").forEach((node) => node.remove());
    app.insertAdjacentHTML("afterbegin", markup);
    app.dataset.firstPaint = "rules";
    setHash(`#rules=${gameId}`);
    window.scrollTo(0, 0);
    focusHeading();
  }

  app.addEventListener("click", (event) => {
    if (handedOver || app.hasAttribute("data-screen")) return;
    const control = event.target.closest?.("[data-action]");
    if (!control || !app.contains(control) || control.hasAttribute("disabled")) return;
    const action = control.getAttribute("data-action");
    if (action.startsWith("rules:")) {
      rulesFrom = setup ? "setup" : "menu";
      if (setup) queued.push(action); // from the setup, Python has to come back to it
      showRules(action.slice("rules:".length));
    } else if (action === "nav:back" && setup && rulesFrom === "setup") {
      queued.push(action);
      rulesFrom = "menu";
      showSetup(null);
    } else if (action === "nav:back" || action === "nav:menu") {
      showMenu();
    } else if (action.startsWith("menu:new:")) {
      // With Python on the page's thread (?python=page), the game's code can download while Python
      // starts (static/pyodide_early.mjs); a worker's Python asks for it once it is up.
      globalThis.sweetsLoadGame?.(action.slice("menu:new:".length)).catch(() => {});
      openSetup(action);
    } else if (action === "setup:start" && setup) {
      queued.push(action);
      setup = null;
      showLoading();
    } else if (action.startsWith("setup:") && setup) {
      queued.push(action);
      setup.press(action);
      showSetup(action);
    } else if (app.dataset.firstPaint === "menu") {
      // The menu's other controls (a guided game, statistics, past games, a backup) need
      // Python: the loading screen until it has done what was pressed.
      queued.push(action);
      showLoading();
    }
  });

  // A backup file chosen on the menu: its text waits for Python too (page.js: onChange).
  app.addEventListener("change", async (event) => {
    const input = event.target;
    if (handedOver || input.getAttribute?.("data-file") !== "backup" || !input.files?.length) return;
    const text = await input.files.item(0).text();
    if (handedOver) return;
    queued.push({ backup: text });
    showLoading();
  });

  // A name typed on the setup: queued as a field (the last value of each run of typing).
  app.addEventListener("input", (event) => {
    const field = event.target.getAttribute?.("data-field");
    if (handedOver || !setup || !field) return;
    const value = String(event.target.value);
    setup.type(field, value);
    event.target.setAttribute("value", value);
    const last = queued[queued.length - 1];
    if (last?.field === field) last.value = value;
    else queued.push({ field, value });
  });

  window.sweetsFirstPaint = {
    // What was pressed and not yet done; Python calls this as it opens the page.
    peekQueued: () => [...queued, ...(shown?.startsWith("menu:new:") ? [shown] : [])],
    takeQueued() {
      const taken = window.sweetsFirstPaint.peekQueued();
      handedOver = true;
      queued.length = 0;
      return taken;
    },
  };

  // The screen the address asks for: a game or a saved game needs Python; rules are here.
  const params = hashParams();
  if (params.has("new") || params.has("play") || params.has("replay")) {
    showLoading();
  } else if (params.has("rules")) {
    showRules(params.get("rules"));
  } else {
    app.dataset.firstPaint = "menu";
  }
})();
