// Diamantenraub's part of the phone page: what one seat sees of its secret, and the controls
// of its choices (the Boss's hide, the take). Served by the phone server as /static/game.js
// (from this package, beside ui.py), loaded before the page's app.js, which calls
// window.kartentischGame.secret(view, kit) when the player reveals and asks ``choices`` for
// the controls of a step that chooses (the interface is described in app.js).
// ``kit``: the page's helpers (el, t, cardImage, cardRow, namedCard, roleName, cardShort).
"use strict";

window.kartentischGame = (() => {
  // This game's words on the phone, [German, English], as the page's own TEXTS.
  const TEXTS = {
    step_hide: ["Du bist dran: Der Schatz ist bei dir, verstecke Diamanten.", "Your turn: you hold the treasure, hide diamonds."],
    step_take: ["Du bist dran: Der Schatz ist bei dir.", "Your turn: you hold the treasure."],
    step_returned: ["Der Schatz ist zurück: Schau, was fehlt.", "The treasure is back: see what is missing."],
    treasure: ["Im Schatz, als er zu dir kam", "In the treasure when it reached you"],
    built: ["Dein Schatz", "Your treasure"],
    passed: ["Weitergegeben", "Passed on"],
    your_take: ["Deine Beute", "Your take"],
    hidden: ["Versteckt", "Hidden"],
    returned: ["Zurückgekommen", "Came back"],
    missing: ["Es fehlt {n} Diamant.|Es fehlen {n} Diamanten.", "{n} diamond is missing.|{n} diamonds are missing."],
    set_aside: ["Aussortiert", "Set aside"],
    nothing_taken: ["Nichts", "Nothing"],
    n_diamonds: ["{n} Diamant|{n} Diamanten", "{n} diamond|{n} diamonds"],
    hide_q: ["Wie viele Diamanten versteckst du?", "How many diamonds do you hide?"],
    take_q: ["Diamanten nehmen – wie viele?", "Take diamonds – how many?"],
    pick_n: ["{n} Diamant|{n} Diamanten", "{n} diamond|{n} diamonds"],
    pick_unset: ["? Diamanten", "? diamonds"],
    pick_rule: ["Ab ?: + ergibt {lo}, − ergibt {hi}", "From ?: + gives {lo}, − gives {hi}"],
    take_role: ["Oder eine Rollenkarte – tippe sie an:", "Or a role card – tap it:"],
    take_nothing: ["Nichts", "Nothing"],
    set_aside_hint: ["Du darfst vorher eine Rollenkarte aussortieren:", "You may first set one role card aside:"],
    done_hide: ["{n} Diamant verstecken — fertig|{n} Diamanten verstecken — fertig", "Hide {n} diamond — done|Hide {n} diamonds — done"],
    done_take_n: ["{n} Diamant nehmen — fertig|{n} Diamanten nehmen — fertig", "Take {n} diamond — done|Take {n} diamonds — done"],
    done_take_card: ["{card} nehmen — fertig", "Take {card} — done"],
    done_take_nothing: ["Nichts nehmen — fertig", "Take nothing — done"],
    aside_done_take_n: ["{aside} aussortieren, {n} Diamant — fertig|{aside} aussortieren, {n} Diamanten — fertig", "Set {aside} aside, take {n} diamond — done|Set {aside} aside, take {n} diamonds — done"],
    aside_done_take_card: ["{aside} aussortieren, {card} nehmen — fertig", "Set {aside} aside, take {card} — done"],
    aside_done_take_nothing: ["{aside} aussortieren, nichts nehmen — fertig", "Set {aside} aside, take nothing — done"],
  };
  const STEP_TEXTS = { hide: "step_hide", take: "step_take", returned: "step_returned" };
  // The roles' names, as engine/glossary.py has them (tests/gui/test_glossary.py checks).
  const ROLE_NAMES = {
    boss: ["Boss", "Boss"], dieb: ["Dieb", "Thief"], getreuer: ["Getreuer", "Henchman"], ermittler: ["Verdeckter Ermittler", "Undercover Agent"],
    fahrer: ["Fahrer", "Driver"], revolverheld: ["Revolverheld", "Gunslinger"], strassenkind: ["Straßenkind", "Street Kid"],
  };

  // Diamantenraub's diamonds are the red number cards 2-10 (the rules' card table): shown as
  // one overlapping fan with their count, so that a whole treasure fits a phone's screen and
  // the role cards next to them stay big.
  const isDiamond = (code) => /^([2-9]|10)[HD]$/.test(code);
  // ``whole``: a whole treasure (as it came, was passed on, came back), which says "0 diamonds"
  // when it has none: a treasure of role cards only left the player looking for the diamonds.
  function treasure(codes, kit, whole) {
    const { el, t, cardImage, cardRow } = kit;
    const diamonds = codes.filter(isDiamond), roles = codes.filter((c) => !isDiamond(c));
    const parts = [];
    if (diamonds.length || whole) parts.push(el("p", { className: "count", textContent: t("n_diamonds", { n: diamonds.length }) }));
    if (diamonds.length) parts.push(el("div", { className: "fan" }, ...diamonds.map((c) => cardImage(c, 120))));
    if (roles.length) parts.push(cardRow(roles));
    return el("div", { className: "treasure" }, ...parts);
  }

  // -- the choices -----------------------------------------------------------------------
  // The player's choice in this step, sent with "Done". ``aside``: the optional role card set
  // aside before a take; ``main``: the take or the number of hidden diamonds.
  let chosen = { aside: null, main: null };
  // The number picker's value: null shows "?" (issue 31, items 3 and 14: as on the laptop,
  // every step starts at "?"; from "?", + gives the smallest number and − the largest, as the
  // line under it says). It is kept while the step lasts (a cover loses nothing).
  let pick = null;
  const same = (a, b) => a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
  // One order everywhere: the role cards in the order of the treasure as the player sees it.
  function inTreasureOrder(cards, v) {
    const order = (v.received || v.built || v.returned || []);
    const at = (c) => { const i = order.indexOf(c); return i < 0 ? order.length : i; };
    return [...cards].sort((a, b) => at(a) - at(b));
  }

  function draw(v, acts, kit, changed) {
    const { el, t, namedCard } = kit;
    const parts = [];
    const choose = (slot, action) => {
      chosen[slot] = same(chosen[slot], action) && slot === "aside" ? null : action;
      if (chosen.aside && chosen.main && chosen.main.card === chosen.aside.card) chosen.main = null;
      changed();
    };
    const mark = (button, action, slot) => { button.classList.toggle("chosen", same(chosen[slot], action)); return button; };
    const counts = (type) => acts.filter((a) => a.type === type).map((a) => a.count).sort((a, b) => a - b);
    // A number picker, as on the laptop: it starts at "?" and nothing counts until it is set;
    // touching − or + sets it and chooses that number. From "?", + gives the smallest number
    // and − the largest; from a number, they step by one and wrap around at the ends.
    const picker = (type, question) => {
      const values = counts(type);
      if (!values.length) return;
      if (pick !== null && !values.includes(pick)) pick = null;
      const step = (d) => {
        const i = pick === null ? (d > 0 ? 0 : values.length - 1) : (values.indexOf(pick) + d + values.length) % values.length;
        pick = values[i];
        chosen.main = { type, count: pick };
        changed();
      };
      parts.push(el("p", { textContent: t(question) }));
      parts.push(el("div", { className: "picker" },
        el("button", { type: "button", textContent: "−", ariaLabel: "−", onclick: () => step(-1) }),
        el("output", { textContent: pick === null ? "?" : String(pick) }),
        el("button", { type: "button", textContent: "+", ariaLabel: "+", onclick: () => step(1) })));
      parts.push(el("p", { className: "rule", textContent: t("pick_rule", { lo: values[0], hi: values[values.length - 1] }) }));
      if (type === "TakeDiamonds") {
        const action = { type, count: pick };
        const label = pick === null ? t("pick_unset") : t("pick_n", { n: pick });
        parts.push(mark(el("button", { className: "big pick", type: "button", disabled: pick === null, textContent: label, onclick: () => choose("main", { type, count: pick }) }), action, "main"));
      }
    };
    const cardChoice = (type, hint, slot) => {
      const cards = inTreasureOrder(acts.filter((a) => a.type === type).map((a) => a.card), v)
        .filter((c) => slot === "aside" || !chosen.aside || chosen.aside.card !== c);
      if (!cards.length) return;
      parts.push(el("p", { textContent: t(hint) }));
      parts.push(el("div", { className: "cards" }, ...cards.map((c) => mark(el("button", { className: "cardpick", type: "button", onclick: () => choose(slot, { type, card: c }) }, namedCard(c, 180)), { type, card: c }, slot))));
    };
    picker("HideDiamonds", "hide_q");
    cardChoice("SetAside", "set_aside_hint", "aside");
    picker("TakeDiamonds", "take_q");
    cardChoice("TakeRole", "take_role", "main");
    if (acts.some((a) => a.type === "TakeNothing")) {
      parts.push(mark(el("button", { className: "big pick", type: "button", textContent: t("take_nothing"), onclick: () => choose("main", { type: "TakeNothing" }) }), { type: "TakeNothing" }, "main"));
    }
    return parts;
  }

  function doneLabel(acts, kit) {
    const { t, cardShort } = kit;
    const m = chosen.main;
    if (!m) return t("choose_first");
    const aside = chosen.aside ? cardShort(chosen.aside.card) : null, pre = aside ? "aside_" : "";
    if (m.type === "HideDiamonds") return t("done_hide", { n: m.count });
    if (m.type === "TakeDiamonds") return t(pre + "done_take_n", { n: m.count, aside });
    if (m.type === "TakeRole") return t(pre + "done_take_card", { card: cardShort(m.card), aside });
    if (m.type === "TakeNothing") return t(pre + "done_take_nothing", { aside });
    return null;
  }

  return Object.freeze({
    texts: TEXTS,
    roleNames: ROLE_NAMES,
    stepTexts: STEP_TEXTS,
    secret(v, kit) {
      const { el, t, roleName } = kit;
      const parts = [];
      if (v.role) parts.push(el("h2", { textContent: t("role") }), el("p", { className: "role", textContent: roleName(v.role) }));
      const block = (key, cards, whole) => { if (cards) parts.push(el("h2", { textContent: t(key) }), cards.length ? treasure(cards, kit, whole) : el("p", { textContent: t("nothing_taken") })); };
      if (v.take) block("your_take", v.take.cards);
      block("built", v.built, true); block("hidden", v.hidden);
      block("treasure", v.received, true); block("passed", v.passed_on, true);
      if (v.set_aside) block("set_aside", [v.set_aside]);
      block("returned", v.returned, true);
      if (v.missing !== null && v.missing !== undefined) parts.push(el("p", { textContent: t("missing", { n: v.missing }) }));
      return parts;
    },
    choices: Object.freeze({
      draw,
      doneLabel,
      actions: () => [chosen.aside, chosen.main].filter((a) => a !== null),
      // a step with something to choose besides the optional set-aside needs its main choice
      missing: (acts) => acts.some((a) => a.type !== "SetAside") && chosen.main === null,
      reset() { chosen = { aside: null, main: null }; pick = null; },
    }),
  });
})();
