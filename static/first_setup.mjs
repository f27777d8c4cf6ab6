// A game's setup screen before Python (issue 34): static/first_paint.js loads this when New game
// is pressed while Pyodide starts, so the table can be chosen in that time.
//
// The build renders the parts with Python's own renderer (tools/first_paint.py, setup/<game>.json):
// per mode, the screen with every seat a person and each seat as a computer. Here a press changes
// the form as sweets.web.setup's presses do, and the screen is those parts put together for it.
// Python replays the same presses when it takes over, and its screen is this one: a browser test
// (tests/browser/test_first_setup.py) compares the two after every press. What needs the rules
// (why a combination of Sweets Stack's advanced cards is refused) shows once Python is up.

const parse = (markup) => {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return template.content;
};

export class Setup {
  constructor(parts) {
    this.parts = parts;
    const form = parts.form;
    this.mode = form.mode;
    this.players = form.players;
    this.bots = new Map(Object.entries(form.bots).map(([seat, level]) => [Number(seat), level]));
    this.speed = form.speed;
    this.hints = form.hints;
    this.options = { ...form.options };
    this.names = [...form.names];
  }

  get shape() {
    return this.parts.modes[this.mode];
  }

  // The choices made slot by slot that apply to the mode, by key.
  slotChoice(key) {
    const choice = this.parts.choices[key];
    return choice?.slots && (!choice.modes.length || choice.modes.includes(this.mode)) ? choice : null;
  }

  // As SlotChoice.split: each slot's item text, or null when the text does not name one per slot.
  static split(choice, text) {
    const words = text.split(",").map((word) => word.trim().toLowerCase())
      .map((word) => (word === "" || word === "none" ? choice.items[0] : word));
    return words.length === choice.slots.length && words.every((word) => choice.items.includes(word)) ? words : null;
  }

  // A `setup:<field>:<args>` press other than start, as sweets.web.setup.press.
  press(action) {
    const [field, ...args] = action.split(":").slice(1);
    const seat = Number(args[0]);
    const known = /^\d+$/.test(args[0] ?? "");
    if (field === "players" && known && seat >= this.shape.min && seat <= this.shape.max && args.length === 1) {
      this.players = seat;
      this.dropSeatsFrom(seat);
    } else if (field === "seat" && known && seat < this.players && args.length === 2) {
      if (args[1] === "person") this.bots.delete(seat);
      else if (args[1] === "computer" && !this.bots.has(seat)) this.bots.set(seat, this.shape.levels[0]);
    } else if (field === "level" && known && args.length === 2 && this.bots.has(seat) && this.shape.levels.includes(args[1])) {
      this.bots.set(seat, args[1]);
    } else if (field === "speed" && args.length === 1) {
      this.speed = args[0];
    } else if (field === "mode" && args.length === 1 && args[0] in this.parts.modes) {
      this.mode = args[0];
      this.players = Math.min(Math.max(this.players, this.shape.min), this.shape.max);
      for (const [bot, level] of this.bots) if (!this.shape.levels.includes(level)) this.bots.set(bot, this.shape.levels[0]);
      this.dropSeatsFrom(this.players);
    } else if (field === "option" && args.length >= 2) {
      const text = args.slice(1).join(":"); // a value may hold colons
      if (this.parts.choices[args[0]]?.values.includes(text)) this.options[args[0]] = text;
    } else if (field === "slot" && args.length === 3) {
      const choice = this.slotChoice(args[0]);
      const slot = Number(args[1]);
      if (!choice || !/^\d+$/.test(args[1]) || slot < 1 || slot > choice.slots.length) return;
      const texts = Setup.split(choice, this.options[args[0]]) ?? choice.slots.map(() => choice.items[0]);
      if (!choice.items.includes(args[2])) return;
      texts[slot - 1] = args[2];
      this.options[args[0]] = texts.join(",");
    } else if (field === "hints") {
      this.hints = !(args.length === 1 && args[0] === "off");
    }
  }

  dropSeatsFrom(count) {
    for (const seat of [...this.bots.keys()]) if (seat >= count) this.bots.delete(seat);
  }

  // A player's name typed into `name:<seat>`, as sweets.web.setup.type_name.
  type(field, value) {
    const seat = field.startsWith("name:") ? field.slice("name:".length) : "";
    if (/^\d+$/.test(seat) && Number(seat) < this.names.length) this.names[Number(seat)] = value.slice(0, 24);
  }

  // Whether a control drawn as pressed (or checked) is, for the form as it is now.
  isOn(action) {
    const [field, ...args] = action.split(":").slice(1);
    const seat = Number(args[0]);
    switch (field) {
      case "players": return seat === this.players;
      case "seat": return (args[1] === "computer") === this.bots.has(seat);
      case "level": return this.bots.get(seat) === args[1];
      case "speed": return args[0] === this.speed;
      case "mode": return args[0] === this.mode;
      case "option": return this.options[args[0]] === args.slice(1).join(":");
      case "hints": return (args[0] === "on") === this.hints;
      case "slot": return this.options[args[0]].split(",")[Number(args[1]) - 1] === args[2];
      default: return false;
    }
  }

  // The setup screen for the form, as sweets.render.screens.setup draws it.
  render() {
    const main = parse(this.shape.screen).firstElementChild;
    const people = [...main.querySelector("ol.seats").children];
    const computers = [...parse(this.shape.computers).children];
    main.querySelector("ol.seats").replaceChildren(
      ...people.slice(0, this.players).map((seat, n) => (this.bots.has(n) ? computers[n] : seat)));
    for (const control of main.querySelectorAll('[data-action^="setup:"]')) {
      const action = control.getAttribute("data-action");
      if (control.hasAttribute("aria-pressed")) control.setAttribute("aria-pressed", String(this.isOn(action)));
      if (control.type === "radio") control.toggleAttribute("checked", this.isOn(action));
    }
    for (const input of main.querySelectorAll('input[data-field^="name:"]')) {
      input.setAttribute("value", this.names[Number(input.getAttribute("data-field").slice("name:".length))]);
    }
    for (const [key, choice] of Object.entries(this.parts.choices)) {
      const summary = choice.slots && main.querySelector(`#slots-${key}`)?.parentElement.querySelector(".slot-summary");
      if (!summary) continue;
      const chosen = this.options[key].split(",");
      summary.textContent = choice.slots.slice(0, chosen.length).map((slot, n) => {
        const item = choice.items.indexOf(chosen[n]);
        return `${slot}: ${item < 0 ? chosen[n] : choice.labels[item]}`;
      }).join(" · ");
    }
    return main;
  }
}
