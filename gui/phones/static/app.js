// Kartentisch phone page: one seat's private screen. Plain JavaScript, no build step.
//
// The token lives in the URL fragment (never sent in a request line); it goes to the app
// only in an Authorization header (hello, card pictures) and a WebSocket sub-protocol.
// Secrets are drawn only while the player has deliberately revealed them (hold the
// button), and are removed from the page again on "Hide", "Done", after a minute without
// a touch, and whenever the page is hidden.
"use strict";

// Every text of the page in both languages, side by side: [German, English] (a text added
// in one language cannot be missing in the other). A text with "|" has a singular and a
// plural form, chosen by the argument n ("1 Feuerfalle", "2 Feuerfallen").
const TEXTS = {
  you_are: ["Du bist {name}", "You are {name}"],
  hold: ["Gedrückt halten: deine Karten", "Hold to see your cards"],
  hide: ["Verbergen", "Hide"],
  cover: ["Verdecken — später entscheiden", "Cover — decide later"],
  done: ["Fertig — verbergen", "Done — hide"],
  choose_first: ["Erst wählen, dann fertig", "Choose first, then done"],
  wait_s: [" ({s} s)", " ({s} s)"],
  done_hide: ["{n} Diamant verstecken — fertig|{n} Diamanten verstecken — fertig", "Hide {n} diamond — done|Hide {n} diamonds — done"],
  done_take_n: ["{n} Diamant nehmen — fertig|{n} Diamanten nehmen — fertig", "Take {n} diamond — done|Take {n} diamonds — done"],
  done_take_card: ["{card} nehmen — fertig", "Take {card} — done"],
  done_take_nothing: ["Nichts nehmen — fertig", "Take nothing — done"],
  aside_done_take_n: ["{aside} zur Seite, {n} Diamant nehmen — fertig|{aside} zur Seite, {n} Diamanten nehmen — fertig", "Set {aside} aside, take {n} diamond — done|Set {aside} aside, take {n} diamonds — done"],
  aside_done_take_card: ["{aside} zur Seite, {card} nehmen — fertig", "Set {aside} aside, take {card} — done"],
  aside_done_take_nothing: ["{aside} zur Seite, nichts nehmen — fertig", "Set {aside} aside, take nothing — done"],
  idle: ["Der Tisch spielt. Gerade ist für dich nichts zu tun.", "The table is playing. Nothing to do for you right now."],
  over: ["Das Spiel ist aus – das Ergebnis steht auf dem Laptop. Spielt ihr noch eine Partie, geht es hier von selbst weiter.", "The game is over – the result is on the laptop. If you play again, this page goes on by itself."],
  next: ["Die nächste Partie beginnt …", "The next game is starting …"],
  turn: ["Du bist dran!", "Your turn!"],
  step_look: ["Du bist dran: Schau dir deine Rolle und deine Kammern an.", "Your turn: look at your role and your chambers."],
  step_hide: ["Du bist dran: Der Schatz ist bei dir, verstecke Diamanten.", "Your turn: you hold the treasure, hide diamonds."],
  step_take: ["Du bist dran: Der Schatz ist bei dir.", "Your turn: you hold the treasure."],
  step_returned: ["Der Schatz ist zurück: Schau, was fehlt.", "The treasure is back: see what is missing."],
  step_peek: ["Am Laptop gewählt: Schau noch einmal in deine Karten.", "Chosen on the laptop: look at your cards again."],
  step_other: ["Du bist dran.", "Your turn."],
  join_title: ["Einem Spiel beitreten", "Join a game"],
  code_label: ["Den Code vom Laptop eingeben:", "Type the code shown on the laptop:"],
  join: ["Beitreten", "Join"],
  connecting: ["Verbinde …", "Connecting …"],
  connected: ["Verbunden", "Connected"],
  lost: ["Verbindung verloren – verbinde neu …", "Connection lost – reconnecting …"],
  gave_up: ["Keine Verbindung. Lade die Seite neu.", "No connection. Reload the page."],
  unknown: ["Dieser Link öffnet keinen Platz im Spiel auf diesem Laptop.", "This link does not open a seat of the game on this laptop."],
  revoked: ["Dieser Link wurde am Laptop zurückgezogen. Lass dir einen neuen geben.", "This link was withdrawn on the laptop. Ask for a new one."],
  old_game: ["Dieser Link gehört zu einer früheren Partie. Scanne den neuen Code.", "This link belongs to an earlier game. Scan the new code."],
  too_many: ["Zu viele falsche Versuche. Warte eine Minute.", "Too many wrong attempts. Wait a minute."],
  bad_code: ["Kein Platz hat diesen Code.", "No seat has this code."],
  replaced: ["Ein anderes Gerät hat deinen Platz übernommen.", "Another device took over your seat."],
  closed: ["Das Spiel auf dem Laptop ist beendet.", "The game on the laptop has ended."],
  illegal: ["Das geht nicht.", "That is not allowed."],
  not_now: ["Das geht gerade nicht.", "That is not possible right now."],
  slow_down: ["Nicht so schnell – versuche es gleich noch einmal.", "Not so fast – try again in a moment."],
  bad_action: ["Das geht nicht.", "That is not allowed."],
  malformed: ["Unverständliche Nachricht.", "Message not understood."],
  too_big: ["Nachricht zu lang.", "Message too long."],
  role: ["Deine Rolle", "Your role"],
  chambers: ["Deine Kammern", "Your chambers"],
  n_gold: ["{n} Gold|{n} Gold", "{n} gold|{n} gold"],
  n_empty: ["{n} leer|{n} leer", "{n} empty|{n} empty"],
  n_traps: ["{n} Feuerfalle|{n} Feuerfallen", "{n} fire trap|{n} fire traps"],
  treasure: ["Im Schatz, als er zu dir kam", "In the treasure when it reached you"],
  built: ["Dein Schatz", "Your treasure"],
  passed: ["Weitergegeben", "Passed on"],
  your_take: ["Deine Beute", "Your take"],
  hidden: ["Versteckt", "Hidden"],
  returned: ["Zurückgekommen", "Came back"],
  missing: ["Es fehlt {n} Diamant.|Es fehlen {n} Diamanten.", "{n} diamond is missing.|{n} diamonds are missing."],
  set_aside: ["Zur Seite gelegt", "Set aside"],
  take_q: ["Diamanten nehmen – wie viele?", "Take diamonds – how many?"],
  pick_n: ["{n} Diamant|{n} Diamanten", "{n} diamond|{n} diamonds"],
  take_role: ["Oder eine Rollenkarte – tippe sie an:", "Or a role card – tap it:"],
  take_nothing: ["Nichts", "Nothing"],
  set_aside_hint: ["Du darfst vorher eine Rollenkarte zur Seite legen:", "You may first set one role card aside:"],
  hide_q: ["Wie viele Diamanten versteckst du?", "How many diamonds do you hide?"],
  nothing_taken: ["Nichts", "Nothing"],
  n_diamonds: ["{n} Diamant|{n} Diamanten", "{n} diamond|{n} diamonds"],
  log: ["Was am Tisch geschah", "What happened at the table"],
};
// The role names of engine/glossary.py, [German, English] (tests/gui/test_glossary.py
// checks that this table is the glossary's).
const ROLE_NAMES = {
  abenteurer: ["Abenteurer", "Adventurer"], waechter: ["Wächter", "Guardian"], boss: ["Boss", "Boss"], dieb: ["Dieb", "Thief"], getreuer: ["Getreuer", "Henchman"], ermittler: ["Verdeckter Ermittler", "Undercover Agent"], fahrer: ["Fahrer", "Driver"], revolverheld: ["Revolverheld", "Gunslinger"], strassenkind: ["Straßenkind", "Street Kid"],
};

const STEP_TEXT = { deal: "step_look", redeal: "step_look", look: "step_look", hide: "step_hide", take: "step_take", returned: "step_returned", peek: "step_peek" };
const HOLD_MS = 800, IDLE_HIDE_MS = 60000, MAX_RETRIES = 40;
// After the end: how often the page asks whether its link opens a seat of the next game.
const NEXT_POLL_MS = 2000, NEXT_SLOW_POLL_MS = 10000, NEXT_FAST_FOR_MS = 600000, NEXT_POLL_FOR_MS = 3 * 3600000;
const $ = (id) => document.getElementById(id);
const token = decodeURIComponent(location.hash.slice(1));
// The laptop's language, which the app writes into the page (the join page and a wrong
// link's page follow the laptop, like a seat's page); every state message repeats it.
let lang = document.documentElement.lang === "en" ? "en" : "de";
let ws = null, welcome = null, state = null, revealed = false, final = false, retries = 0;
let nextSince = 0, nextTimer = null;
let shownAt = 0, idleTimer = null, holdTimer = null, countdownTimer = null, dwellMs = 3000, pick = 0;
const pictures = new Map();

function t(key, args) {
  const pair = TEXTS[key];
  let text = pair ? pair[lang === "en" ? 1 : 0] || pair[1] : key;
  if (text.includes("|")) text = text.split("|")[args && args.n === 1 ? 0 : 1];
  return text.replace(/\{(\w+)\}/g, (_, k) => (args && k in args ? String(args[k]) : ""));
}
function el(tag, props, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const child of children) node.append(child);   // text is always a text node, never markup
  return node;
}
function show(section) { for (const id of ["join", "seat", "message"]) $(id).hidden = id !== section; }
// A link that opens no seat (unknown, withdrawn, of an earlier game) is no dead end: the
// message says why, and the field for the laptop's code is right under it.
const LINK_ERRORS = ["unknown", "revoked", "old_game"];
function fail(code) {
  final = true; hideSecret(); show("message"); setConnection(null);
  $("message-text").textContent = t(code);
  if (LINK_ERRORS.includes(code)) { joinForm(); $("join").hidden = false; }
  if (ws) { try { ws.close(); } catch (e) { /* already closed */ } }
}
function roleName(role) { return ROLE_NAMES[role] ? ROLE_NAMES[role][lang === "en" ? 1 : 0] : role; }
function showError(code) { $("status").textContent = t(code); $("status").classList.add("error"); }
function setConnection(key) { $("connection").textContent = key ? t(key) : ""; }

// -- cards ------------------------------------------------------------------------------
const RANKS = { A: "1", J: "jack", Q: "queen", K: "king" }, SUITS = { S: "spade", H: "heart", D: "diamond", C: "club" };
function element(code) {
  if (code === "JOKER") return "red_joker";
  return (RANKS[code.slice(0, -1)] || code.slice(0, -1)) + "_" + SUITS[code.slice(-1)];
}
function picture(code, width) {
  const key = element(code) + "@" + width;
  if (!pictures.has(key)) {
    pictures.set(key, fetch("/card/" + element(code) + ".png?w=" + width, { headers: { Authorization: "Bearer " + token }, cache: "no-store" })
      .then((r) => (r.ok ? r.blob() : Promise.reject(r.status))).then((b) => URL.createObjectURL(b)));
  }
  return pictures.get(key);
}
function cardImage(code, width) {
  const img = el("img", { alt: "", className: "card" });
  picture(code, width || 240).then((url) => { img.src = url; }, () => { img.alt = code; });
  return img;
}
// A card with a meaning carries its name, as on the laptop ("D♠ Revolverheld"): the app
// sends the names of the game's role cards with every state (``names``: code -> card, role).
function nameOf(code) { return (state && state.names && state.names[code]) || null; }
function cardShort(code) { const n = nameOf(code); return n ? n.card : code; }
function namedCard(code, width) {
  const n = nameOf(code), img = cardImage(code, width);
  return n ? el("figure", { className: "named" }, img, el("figcaption", { textContent: n.card + " " + n.role })) : img;
}
function cardRow(codes) {
  return el("div", { className: "cards" }, ...codes.map((c) => namedCard(c)));
}
// One order everywhere: the role cards in the order of the treasure as the player sees it.
function inTreasureOrder(cards, v) {
  const order = (v.received || v.built || v.returned || []);
  const at = (c) => { const i = order.indexOf(c); return i < 0 ? order.length : i; };
  return [...cards].sort((a, b) => at(a) - at(b));
}
// What a game's script (/static/game.js) may use to draw a seat's secret.
const KIT = Object.freeze({ el, t, cardImage, cardRow, namedCard, roleName });

// -- connecting ---------------------------------------------------------------------------
async function start() {
  if (!token) { showJoin(); return; }
  setConnection("connecting");
  let reply;
  try {
    reply = await fetch("/api/hello", { headers: { Authorization: "Bearer " + token }, cache: "no-store" });
  } catch (e) { return retry(); }
  if (!reply.ok) {
    let code = "unknown";
    try { code = (await reply.json()).code || code; } catch (e) { /* keep unknown */ }
    return fail(code);
  }
  connect();
}
function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const sock = new WebSocket(scheme + location.host + "/ws", ["kartentisch", "t." + token]);
  ws = sock;  // a socket of the game before (still closing) no longer speaks for the page
  sock.onopen = () => { if (sock === ws) { retries = 0; setConnection("connected"); } };
  sock.onmessage = (event) => { if (sock === ws) receive(JSON.parse(event.data)); };
  sock.onclose = () => { if (!final && sock === ws) retry(); };
}
function retry() {
  if (final) return;
  if (++retries > MAX_RETRIES) { setConnection("gave_up"); return; }
  setConnection("lost");
  setTimeout(start, Math.min(10000, 500 * 2 ** Math.min(retries, 5)));
}
function send(data) { if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(data)); }

function receive(msg) {
  if (msg.type === "welcome") {
    welcome = msg; dwellMs = msg.dwell_ms ?? dwellMs;
  } else if (msg.type === "state") {
    const stepChanged = JSON.stringify(state && state.step) !== JSON.stringify(msg.step);
    state = msg; lang = msg.lang === "en" ? "en" : "de";
    if (stepChanged) chosen = { aside: null, main: null };  // a half-made choice lives as long as its step
    if (stepChanged && revealed && !msg.step) hideSecret();
    render();
  } else if (msg.type === "error") {
    // a look the laptop did not record (not now, too fast) is not shown either: nobody looks unseen
    if (revealed && state && !state.step && (msg.code === "not_now" || msg.code === "slow_down")) hideSecret();
    showError(msg.code);
  } else if (msg.type === "over" || msg.type === "next") {
    awaitNext(msg.type);
  } else if (["replaced", "revoked", "closed"].includes(msg.type)) {
    fail(msg.type);
  }
}

// -- the next game ----------------------------------------------------------------------------
// "Play again" on the laptop keeps every player's phone: this link then opens its player's
// seat of the next game (which may be another seat: the seats rotate). So after "over" the
// page asks quietly whether the link opens a seat again (the laptop's server is down until
// the next game starts) and goes there by itself, without a new scan. A link that belongs
// to an earlier game ("New game" on the laptop) ends the wait, with the field for a code.
function awaitNext(code) {
  fail(code);
  nextSince = Date.now();
  clearTimeout(nextTimer);
  nextTimer = setTimeout(pollNext, NEXT_POLL_MS);
}
async function pollNext() {
  const waited = Date.now() - nextSince;
  if (waited > NEXT_POLL_FOR_MS) return;
  let reply = null, code = null;
  try {
    reply = await fetch("/api/hello", { headers: { Authorization: "Bearer " + token }, cache: "no-store" });
    if (!reply.ok) code = (await reply.json().catch(() => ({}))).code || "unknown";
  } catch (e) { reply = null; }  // nothing listens yet: the laptop still shows the end
  if (reply && reply.ok) { nextGame(); return; }
  if (code && ["unknown", "revoked", "old_game"].includes(code)) { fail(code); return; }
  nextTimer = setTimeout(pollNext, waited < NEXT_FAST_FOR_MS ? NEXT_POLL_MS : NEXT_SLOW_POLL_MS);
}
function nextGame() {
  final = false; welcome = null; state = null; retries = 0; pick = 0;
  chosen = { aside: null, main: null };
  for (const url of pictures.values()) url.then((u) => URL.revokeObjectURL(u), () => {});
  pictures.clear();  // the next game's deck may be another one
  $("status").textContent = ""; $("status").classList.remove("error");
  setConnection("connecting");
  connect();
}

// -- the page -----------------------------------------------------------------------------
function showJoin() {
  show("join");
  joinForm();
}
function joinForm() {
  document.documentElement.lang = lang;
  $("title").textContent = t("join_title");
  $("code-label").textContent = t("code_label");
  $("join-button").textContent = t("join");
  $("join-button").onclick = async () => {
    const reply = await fetch("/api/join", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: $("code").value }) });
    const data = await reply.json().catch(() => ({}));
    if (reply.ok && data.token) { location.assign("/p#" + data.token); }  // another path: a fresh page load
    else { showError(data.code || "bad_code"); }
  };
}

function render() {
  if (!welcome || !state || final) return;
  show("seat");
  document.documentElement.lang = lang;
  $("title").textContent = t("you_are", { name: welcome.name });
  const step = state.step;
  $("status").classList.remove("error");
  $("status").textContent = "";
  setConnection(ws && ws.readyState === WebSocket.OPEN ? "connected" : "connecting");
  const over = state.view.public && state.view.public.outcome;
  $("step").textContent = step ? t(STEP_TEXT[step.kind] || "step_other") : t(over ? "over" : "idle");
  $("step").classList.toggle("turn", !!step);
  $("reveal-label").textContent = t("hold");
  updateDone();
  $("log-title").textContent = t("log");
  renderLog();
  if (revealed) drawSecret();
}

function renderLog() {
  const entries = state.view.log.filter((e) => e.visible_to === null).slice(-8);
  $("log").replaceChildren(...entries.map((e) => el("li", { textContent: logText(e) })));
}
function logText(entry) { return entry.text[lang] || entry.text.de; }

// -- hold to reveal -------------------------------------------------------------------------
function holdStart(event) {
  if (revealed || !state) return;
  event.preventDefault();
  $("reveal").style.setProperty("--hold-ms", HOLD_MS + "ms");
  $("reveal").classList.add("holding");
  holdTimer = setTimeout(() => { holdEnd(); reveal(); }, HOLD_MS);
}
function holdEnd() { clearTimeout(holdTimer); holdTimer = null; $("reveal").classList.remove("holding"); }
function reveal() {
  revealed = true; shownAt = Date.now();
  if (!state.step) send({ type: "peek" });
  drawSecret(); touch();
}
function hideSecret() {
  // The secret leaves the page; a half-made choice stays in memory for this player's next
  // reveal of the same step ("Cover — decide later" loses no work), dropped with the step.
  revealed = false; clearTimeout(idleTimer); clearTimeout(countdownTimer);
  $("secret").replaceChildren(); $("choices").replaceChildren();
  $("private").hidden = true; $("reveal").hidden = false;
}
function touch() { clearTimeout(idleTimer); if (revealed) idleTimer = setTimeout(hideSecret, IDLE_HIDE_MS); }

function drawSecret() {
  $("private").hidden = false; $("reveal").hidden = true;
  const v = state.view;
  // What the seat sees is drawn by the game's own script (served as /static/game.js by
  // the game's package; it sets window.kartentischGame): this page knows no game.
  const game = window.kartentischGame;
  const parts = game && game.secret ? game.secret(v, KIT) : [];
  $("secret").replaceChildren(...parts);
  drawChoices();
  updateDone();
}

function allowed(v) {
  const step = state.step;
  if (!step) return [];
  return v.legal_actions.filter((a) => step.actions.includes(a.type));
}
function needsChoice(v) { return allowed(v).some((a) => a.type !== "SetAside"); }

// The player's choice in this step, sent with "Done" (like the curtain's panels: nothing is
// applied before Done). ``aside``: Diamantenraub's optional card set aside; ``main``: the take
// or the number of hidden diamonds.
let chosen = { aside: null, main: null };
function chosenActions() {
  return [chosen.aside, chosen.main].filter((a) => a !== null);
}
function same(a, b) { return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b); }
function choose(slot, action) {
  chosen[slot] = same(chosen[slot], action) && slot === "aside" ? null : action;
  if (chosen.aside && chosen.main && chosen.main.card === chosen.aside.card) chosen.main = null;
  touch(); drawChoices(); updateDone();
}

function drawChoices() {
  const v = state.view;
  const acts = allowed(v);
  const parts = [];
  const mark = (button, action, slot) => { button.classList.toggle("chosen", same(chosen[slot], action)); return button; };
  const counts = (type) => acts.filter((a) => a.type === type).map((a) => a.count).sort((a, b) => a - b);
  // A number picker. Touching − or + chooses that number (as on the laptop); the Boss's
  // number is his choice from the start (every number is a legal hide).
  const picker = (type, question) => {
    const values = counts(type);
    if (!values.length) return;
    if (!values.includes(pick)) pick = values[Math.floor(Math.random() * values.length)]; // random start: no tells
    if (type === "HideDiamonds") chosen.main = { type, count: pick };
    const step = (d) => {
      const i = values.indexOf(pick) + d;
      if (i >= 0 && i < values.length) pick = values[i];
      chosen.main = { type, count: pick };
      touch(); drawChoices(); updateDone();
    };
    parts.push(el("p", { textContent: t(question) }));
    parts.push(el("div", { className: "picker" },
      el("button", { type: "button", textContent: "−", ariaLabel: "−", onclick: () => step(-1) }),
      el("output", { textContent: String(pick) }),
      el("button", { type: "button", textContent: "+", ariaLabel: "+", onclick: () => step(1) })));
    if (type === "TakeDiamonds") {
      const action = { type, count: pick };
      parts.push(mark(el("button", { className: "big pick", type: "button", textContent: t("pick_n", { n: pick }), onclick: () => choose("main", { type, count: pick }) }), action, "main"));
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
  $("choices").replaceChildren(...parts);
}

// The one control that commits says what it commits ("Take A♣ — done"); while the equal
// dwell locks it, it counts the seconds down, as the laptop's curtain does.
function doneLabel() {
  const acts = state.step ? allowed(state.view) : [];
  if (!acts.length) return t("done");
  const m = chosen.main;
  if (!m) return t("choose_first");
  const aside = chosen.aside ? cardShort(chosen.aside.card) : null, pre = aside ? "aside_" : "";
  if (m.type === "HideDiamonds") return t("done_hide", { n: m.count });
  if (m.type === "TakeDiamonds") return t(pre + "done_take_n", { n: m.count, aside });
  if (m.type === "TakeRole") return t(pre + "done_take_card", { card: cardShort(m.card), aside });
  if (m.type === "TakeNothing") return t(pre + "done_take_nothing", { aside });
  return t("done");
}
function updateDone() {
  if (!state) return;
  const step = state.step;
  const done = $("done");
  done.hidden = !step;
  $("hide").textContent = t(step ? "cover" : "hide");  // covering a step decides nothing
  const left = dwellMs - (Date.now() - shownAt);
  const missing = needsChoice(state.view) && chosen.main === null;
  done.disabled = left > 0 || missing;
  done.textContent = doneLabel() + (left > 0 && !missing ? t("wait_s", { s: Math.ceil(left / 1000) }) : "");
  clearTimeout(countdownTimer);
  if (revealed && step && left > 0) countdownTimer = setTimeout(updateDone, Math.min(250, left + 20));
}

// -- wiring ---------------------------------------------------------------------------------
const btn = $("reveal");
btn.addEventListener("pointerdown", holdStart);
for (const name of ["pointerup", "pointerleave", "pointercancel"]) btn.addEventListener(name, holdEnd);
btn.addEventListener("contextmenu", (e) => e.preventDefault());
$("hide").onclick = hideSecret;
$("done").onclick = () => { send({ type: "done", actions: chosenActions() }); hideSecret(); };
document.addEventListener("pointerdown", touch, true);
document.addEventListener("visibilitychange", () => { if (document.hidden) hideSecret(); });
window.addEventListener("blur", hideSecret);
window.addEventListener("hashchange", () => location.reload());
start();
