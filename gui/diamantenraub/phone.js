// Diamantenraub's part of the phone page: what one seat sees of its secret. Served by the phone
// server as /static/game.js (from this package, beside ui.py), loaded before the page's
// app.js, which calls window.kartentischGame.secret(view, kit) when the player reveals.
// ``kit``: the page's helpers (el, t, cardImage, cardRow, namedCard, roleName).
"use strict";

window.kartentischGame = (() => {
  // Diamantenraub's diamonds are the red number cards 2-10 (the rules' card table): shown as
  // one overlapping fan with their count, so that a whole treasure fits a phone's screen and
  // the role cards next to them stay big.
  const isDiamond = (code) => /^([2-9]|10)[HD]$/.test(code);
  function treasure(codes, kit) {
    const { el, t, cardImage, cardRow } = kit;
    const diamonds = codes.filter(isDiamond), roles = codes.filter((c) => !isDiamond(c));
    const parts = [];
    if (diamonds.length) {
      parts.push(el("p", { className: "count", textContent: t("n_diamonds", { n: diamonds.length }) }));
      parts.push(el("div", { className: "fan" }, ...diamonds.map((c) => cardImage(c, 120))));
    }
    if (roles.length) parts.push(cardRow(roles));
    return el("div", { className: "treasure" }, ...parts);
  }

  return Object.freeze({
    secret(v, kit) {
      const { el, t, roleName } = kit;
      const parts = [];
      if (v.role) parts.push(el("h2", { textContent: t("role") }), el("p", { className: "role", textContent: roleName(v.role) }));
      const block = (key, cards) => { if (cards) parts.push(el("h2", { textContent: t(key) }), cards.length ? treasure(cards, kit) : el("p", { textContent: t("nothing_taken") })); };
      if (v.take) block("your_take", v.take.cards);
      block("built", v.built); block("hidden", v.hidden);
      block("treasure", v.received); block("passed", v.passed_on);
      if (v.set_aside) block("set_aside", [v.set_aside]);
      block("returned", v.returned);
      if (v.missing !== null && v.missing !== undefined) parts.push(el("p", { textContent: t("missing", { n: v.missing }) }));
      return parts;
    },
  });
})();
