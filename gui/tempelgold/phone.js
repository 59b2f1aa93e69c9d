// Tempelgold's part of the phone page: what one seat sees of its secret. Served by the phone
// server as /static/game.js (from this package, beside ui.py), loaded before the page's
// app.js, which calls window.kartentischGame.secret(view, kit) when the player reveals.
// Its steps only look: it has no ``choices`` (the interface is described in app.js).
// ``kit``: the page's helpers (el, t, cardImage, cardRow, namedCard, roleName, cardShort).
"use strict";

window.kartentischGame = Object.freeze({
  // This game's words on the phone, [German, English], as the page's own TEXTS.
  texts: {
    step_look: ["Du bist dran: Schau dir deine Rolle und deine Kammern an.", "Your turn: look at your role and your chambers."],
    chambers: ["Deine Kammern", "Your chambers"],
    n_gold: ["{n} Gold|{n} Gold", "{n} gold|{n} gold"],
    n_empty: ["{n} leer|{n} leer", "{n} empty|{n} empty"],
    n_traps: ["{n} Feuerfalle|{n} Feuerfallen", "{n} fire trap|{n} fire traps"],
  },
  // The roles' names, as engine/glossary.py has them (tests/gui/test_glossary.py checks).
  roleNames: {
    abenteurer: ["Abenteurer", "Adventurer"], waechter: ["Wächter", "Guardian"],
  },
  // every look (the deal's, a new round's) has the same line
  stepTexts: { deal: "step_look", redeal: "step_look", look: "step_look" },
  secret(v, kit) {
    const { el, t, cardImage, cardRow, roleName } = kit;
    return [
      el("h2", { textContent: t("role") }),
      el("div", { className: "rolebox" }, cardImage(v.role_card), el("p", { className: "role", textContent: roleName(v.role) })),
      el("h2", { textContent: t("chambers") }),
      // a tight line (class "count"): on a 360x640 phone the chambers show above Cover/Done
      el("p", { className: "count", textContent: [t("n_gold", { n: v.gold }), t("n_empty", { n: v.empty }), t("n_traps", { n: v.traps })].join(", ") }),
      cardRow(v.chambers),
    ];
  },
});
