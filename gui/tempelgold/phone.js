// Tempelgold's part of the phone page: what one seat sees of its secret. Served by the phone
// server as /static/game.js (from this package, beside ui.py), loaded before the page's
// app.js, which calls window.kartentischGame.secret(view, kit) when the player reveals.
// ``kit``: the page's helpers (el, t, cardImage, cardRow, namedCard, roleName).
"use strict";

window.kartentischGame = Object.freeze({
  secret(v, kit) {
    const { el, t, cardImage, cardRow, roleName } = kit;
    return [
      el("h2", { textContent: t("role") }),
      el("div", { className: "rolebox" }, cardImage(v.role_card), el("p", { className: "role", textContent: roleName(v.role) })),
      el("h2", { textContent: t("chambers") }),
      el("p", { textContent: [t("n_gold", { n: v.gold }), t("n_empty", { n: v.empty }), t("n_traps", { n: v.traps })].join(", ") }),
      cardRow(v.chambers),
    ];
  },
});
