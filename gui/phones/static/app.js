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
// plural form, chosen by the argument n ("1 Feuerfalle", "2 Feuerfallen"). A game's own
// words come with its script (``texts`` of window.kartentischGame, in the same form).
const TEXTS = {
  you_are: ["Du bist {name}", "You are {name}"],
  hold: ["Gedrückt halten: deine Karten", "Hold to see your cards"],
  // one verb for covering, on the phone as on the laptop (issue 31): it decides nothing
  cover: ["Verdecken", "Cover"],
  done: ["Fertig — verdecken", "Done — cover"],
  hold_done: ["Zum Bestätigen gedrückt halten", "Hold to confirm"],
  choose_first: ["Erst wählen, dann fertig", "Choose first, then done"],
  wait_s: [" ({s} s)", " ({s} s)"],
  idle: ["Der Tisch spielt. Gerade ist für dich nichts zu tun.", "The table is playing. Nothing to do for you right now."],
  over: ["Das Spiel ist aus – das Ergebnis steht auf dem Laptop. Spielt ihr noch eine Partie, geht es hier von selbst weiter.", "The game is over – the result is on the laptop. If you play again, this page goes on by itself."],
  next: ["Die nächste Partie beginnt …", "The next game is starting …"],
  turn: ["Du bist dran!", "Your turn!"],
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
  seat_taken: ["Diesen Platz hält schon ein anderes Handy. Der Laptop zeigt an, dass du es versucht hast. Hast du einen anderen Code?", "Another phone already holds this seat. The laptop shows that you tried. Do you have another code?"],
  phone_has_seat: ["Dieses Handy hält schon einen anderen Platz: ein Handy, ein Spieler. Gib diesen Code dem Handy seines Spielers.", "This phone already holds another seat: one phone, one player. Give this code to its player's phone."],
  seat_line: ["Dieses Handy ist Platz {seat} von {seats}: {name}", "This phone holds seat {seat} of {seats}: {name}"],
  closed: ["Das Spiel auf dem Laptop ist beendet.", "The game on the laptop has ended."],
  illegal: ["Das geht nicht.", "That is not allowed."],
  not_now: ["Das geht gerade nicht.", "That is not possible right now."],
  slow_down: ["Nicht so schnell – versuche es gleich noch einmal.", "Not so fast – try again in a moment."],
  bad_action: ["Das geht nicht.", "That is not allowed."],
  malformed: ["Unverständliche Nachricht.", "Message not understood."],
  too_big: ["Nachricht zu lang.", "Message too long."],
  role: ["Deine Rolle", "Your role"],
  log: ["Was am Tisch geschah", "What happened at the table"],
  // the claims board (issue 32): public talk, the phone's own claim
  claims: ["Aussagen am Tisch", "Claims at the table"],
  your_claim: ["Deine Aussage", "Your claim"],
  claim_note: ["Öffentlich: Alle am Tisch sehen, was du hier einträgst. Es ist nur eine Aussage – sag, was du sagen willst.", "Public: everyone at the table sees what you enter here. It is only a claim – say what you choose to say."],
  claim_public: ["Öffentlich: Alle am Tisch sehen, was du hier einträgst.", "Public: everyone at the table sees what you enter here."],
  claim_send: ["Auf die Tafel schreiben", "Put it on the board"],
  claim_choose: ["– wählen –", "– choose –"],
  claim_missing: ["Erst alles wählen.", "Choose everything first."],
  bad_claim: ["Diese Aussage passt gerade nicht.", "That claim does not fit now."],
};
// What the game's script supplies (/static/game.js, loaded before this page; see
// gui/phones/game_script.py): ``secret(view, kit)`` draws the seat's secret; ``texts`` its
// own words; ``roleNames`` its roles' names by the engine's value, [German, English] (the
// kit's roleName); ``stepTexts`` the line for each of its private steps (step kind -> text key);
// ``choices`` the controls of a step that chooses (see drawChoices). Every part may be missing.
const GAME = window.kartentischGame || {};
const GAME_TEXTS = GAME.texts || {};
const ROLE_NAMES = GAME.roleNames || {};
const STEP_TEXT = Object.assign({}, GAME.stepTexts || {}, { peek: "step_peek" });  // the peek is every game's
const IDLE_HIDE_MS = 60000, MAX_RETRIES = 40;
// After the end: how often the page asks whether its link opens a seat of the next game.
const NEXT_POLL_MS = 2000, NEXT_SLOW_POLL_MS = 10000, NEXT_FAST_FOR_MS = 600000, NEXT_POLL_FOR_MS = 3 * 3600000;
const $ = (id) => document.getElementById(id);
const token = decodeURIComponent(location.hash.slice(1));
// This phone's own random id, kept in the browser: the first phone that joins a seat holds
// it, and another phone with the same link or code is refused (the laptop is told). The
// same phone comes back with the same id (a reload, a lost connection, the next game).
const DEVICE = (() => {
  let id = null;
  try { id = localStorage.getItem("kartentisch-device"); } catch (e) { /* storage off: one id per page */ }
  if (!id || !/^[0-9a-f]{32}$/.test(id)) {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    try { localStorage.setItem("kartentisch-device", id); } catch (e) { /* kept for this page only */ }
  }
  return id;
})();
const SEAT_HEADERS = () => ({ Authorization: "Bearer " + token, "X-Kartentisch-Device": DEVICE });
// The laptop's language, which the app writes into the page (the join page and a wrong
// link's page follow the laptop, like a seat's page); every state message repeats it.
let lang = document.documentElement.lang === "en" ? "en" : "de";
let ws = null, welcome = null, state = null, revealed = false, final = false, retries = 0;
let nextSince = 0, nextTimer = null;
// The reveal's hold and the dwell before "Done": the laptop's (its welcome says them).
let shownAt = 0, idleTimer = null, holdTimer = null, countdownTimer = null, dwellMs = 3000, holdMs = 800;
// Done is held, not tapped (issue 31 item 1, as the laptop's commit button): the server says
// how long (``commit_hold_ms``; 0: a tap commits). A press let go too soon commits nothing
// and says, in the button's own place, how to commit, for HINT_MS.
let commitHoldMs = 600, commitTimer = null, hintUntil = 0;
// The deck's width / height (the welcome says): a card keeps its place before its picture has
// loaded, so nothing moves under the thumb when it arrives.
let cardAspect = null;
const HINT_MS = 2500;
const pictures = new Map();

function t(key, args) {
  const pair = TEXTS[key] || GAME_TEXTS[key];
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
const LINK_ERRORS = ["unknown", "revoked", "old_game", "seat_taken", "phone_has_seat"];
function fail(code) {
  final = true; hideSecret(); show("message"); setConnection(null);
  $("seat-line").textContent = "";
  $("message-text").textContent = t(code);
  // the end of a game is no fault: not in the red of a refused or withdrawn seat
  $("message-text").classList.toggle("calm", code === "over");
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
  if (cardAspect) img.style.aspectRatio = String(cardAspect);  // its place, before it loads
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
// What a game's script (/static/game.js) may use to draw a seat's secret and its choices.
const KIT = Object.freeze({ el, t, cardImage, cardRow, namedCard, roleName, cardShort });

// -- connecting ---------------------------------------------------------------------------
async function start() {
  if (!token) { showJoin(); return; }
  setConnection("connecting");
  let reply;
  try {
    reply = await fetch("/api/hello", { headers: SEAT_HEADERS(), cache: "no-store" });
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
  const sock = new WebSocket(scheme + location.host + "/ws", ["kartentisch", "t." + token, "d." + DEVICE]);
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
    welcome = msg; dwellMs = msg.dwell_ms ?? dwellMs; commitHoldMs = msg.commit_hold_ms ?? commitHoldMs;
    holdMs = msg.hold_ms ?? holdMs;
    cardAspect = msg.card_aspect ?? cardAspect;
  } else if (msg.type === "state") {
    const stepChanged = JSON.stringify(state && state.step) !== JSON.stringify(msg.step);
    state = msg; lang = msg.lang === "en" ? "en" : "de";
    if (stepChanged) resetChoice(false);  // a half-made choice lives as long as its step
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
    reply = await fetch("/api/hello", { headers: SEAT_HEADERS(), cache: "no-store" });
    if (!reply.ok) code = (await reply.json().catch(() => ({}))).code || "unknown";
  } catch (e) { reply = null; }  // nothing listens yet: the laptop still shows the end
  if (reply && reply.ok) { nextGame(); return; }
  if (code && LINK_ERRORS.includes(code)) { fail(code); return; }
  nextTimer = setTimeout(pollNext, waited < NEXT_FAST_FOR_MS ? NEXT_POLL_MS : NEXT_SLOW_POLL_MS);
}
function nextGame() {
  final = false; welcome = null; state = null; retries = 0; claimForms = "";
  resetChoice(true);
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
    const reply = await fetch("/api/join", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code: $("code").value, device: DEVICE }) });
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
  // which seat this phone holds, as the laptop's phones dialog says it
  $("seat-line").textContent = t("seat_line", { seat: welcome.seat + 1, seats: welcome.players.length, name: welcome.name });
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
  renderClaims();
  if (revealed) drawSecret();
}

// -- the claims board (issue 32) ---------------------------------------------------------------
// Public: the table's talk as the laptop's board shows it, and the forms of this seat's own
// claim (``state.claims``: rows and forms, or null for a game without a board). What is entered
// is what the person chooses to say: nothing here is filled in from the seat's cards. The forms
// are drawn again only when what they offer changes, so a half-made choice survives a push.
let claimForms = "";
function renderClaims() {
  const board = state.claims;
  const rows = board ? board.rows.slice(-12) : [], forms = board ? board.forms : [];
  $("claims").hidden = !board || (!rows.length && !forms.length);
  $("claims-title").textContent = t("claims");
  // who the table waits for (a computer key holder until every seat has an entry): in the
  // laptop's words, so that "nothing to do for you" above does not send the player away
  $("claims-waiting").textContent = (board && board.waiting) || "";
  $("claims-waiting").hidden = !(board && board.waiting);
  $("claims-lines").replaceChildren(...rows.map((row) => el("li", {
    textContent: row.text, className: row.seat === null ? "topic" : row.seat === welcome.seat ? "mine" : "",
  })));
  const key = lang + JSON.stringify(forms);
  if (key === claimForms) return;
  const kept = {};  // what was chosen in a form that is drawn again (its topic and words unchanged)
  for (const box of document.querySelectorAll("#claim-forms select")) if (box.value !== "") kept[box.id] = box.value;
  claimForms = key;
  $("claim-forms").replaceChildren(...forms.map((form) => claimForm(form, kept)));
}
function claimForm(form, kept) {
  const boxes = form.fields.map((field) => {
    const id = "claim-" + form.topic + "-" + field.key;
    const box = el("select", { id, required: true },
      el("option", { value: "", textContent: t("claim_choose") }),
      ...field.choices.map(([value, text]) => el("option", { value: String(value), textContent: text })));
    if (kept[id] !== undefined && field.choices.some(([value]) => String(value) === kept[id])) box.value = kept[id];
    return [el("label", { htmlFor: id, textContent: field.label }), box];
  });
  const node = el("form", { className: "claim", noValidate: true },
    // names its topic ("Your claim – Round 2"): on a small phone the board's heading may be
    // scrolled away, and a claim meant for the last round would be read as this one's
    el("h3", { textContent: form.opener || (form.title ? t("your_claim") + " – " + form.title : t("your_claim")) }),
    el("p", { className: "note", textContent: t(form.opener ? "claim_public" : "claim_note") }),  // a question is no claim
    ...boxes.flat(),
    el("div", { className: "buttons" },
      el("button", { type: "submit", className: "primary", textContent: t("claim_send") }),
      ...(form.answered ? [el("button", { type: "button", textContent: form.answered,
        onclick: () => send({ type: "claim", topic: form.topic, values: {} }) })] : [])));
  node.addEventListener("submit", (event) => {
    event.preventDefault();
    const values = {};
    for (const [, box] of boxes) {
      if (box.value === "") { showError("claim_missing"); box.focus(); return; }
      values[box.id.slice(("claim-" + form.topic + "-").length)] = Number(box.value);
    }
    send({ type: "claim", topic: form.topic, values });
  });
  return node;
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
  $("reveal").style.setProperty("--hold-ms", holdMs + "ms");
  $("reveal").classList.add("holding");
  holdTimer = setTimeout(() => { holdEnd(); reveal(); }, holdMs);
}
function holdEnd() { clearTimeout(holdTimer); holdTimer = null; $("reveal").classList.remove("holding"); }
function reveal() {
  revealed = true; shownAt = Date.now();
  if (!state.step) send({ type: "peek" });
  drawSecret(); touch();
}
function hideSecret() {
  // The secret leaves the page; a half-made choice stays in memory for this player's next
  // reveal of the same step ("Cover" loses no work), dropped with the step.
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
  const parts = GAME.secret ? GAME.secret(v, KIT) : [];
  $("secret").replaceChildren(...parts);
  drawChoices();
  updateDone();
}

function allowed(v) {
  const step = state.step;
  if (!step) return [];
  return v.legal_actions.filter((a) => step.actions.includes(a.type));
}

// The player's choice in this step is the game's (``GAME.choices``), sent with "Done" (like
// the curtain's panels: nothing is applied before Done). The page asks it for:
//   draw(view, allowed, kit, changed) -> the controls (nodes) for the step's allowed actions;
//       ``changed()`` after every touch of them (the page redraws them and the Done button);
//   actions() -> the actions "Done" sends;
//   missing(allowed) -> true while a choice must still be made (Done stays disabled);
//   doneLabel(allowed, kit) -> what Done commits ("Take A♣ — done"), or null for "Done";
//   reset(newGame) -> a new step (or, with true, a new game) begins: the half-made choice goes.
// A game without ``choices`` offers no control; a step with actions then cannot be done here.
const NO_CHOICES = Object.freeze({
  draw: () => [], actions: () => [], missing: (acts) => acts.length > 0,
  doneLabel: (acts, kit) => kit.t("choose_first"), reset: () => {},
});
const CHOICES = GAME.choices || NO_CHOICES;
function resetChoice(newGame) { CHOICES.reset(newGame); }
function choiceChanged() { touch(); drawChoices(); updateDone(); }

function drawChoices() {
  const acts = allowed(state.view);
  $("choices").replaceChildren(...CHOICES.draw(state.view, acts, KIT, choiceChanged));
}

// The one control that commits says what it commits ("Take A♣ — done"); while the equal
// dwell locks it, it counts the seconds down, as the laptop's curtain does.
function doneLabel() {
  const acts = state.step ? allowed(state.view) : [];
  if (!acts.length) return t("done");
  return CHOICES.doneLabel(acts, KIT) || t("done");
}
function updateDone() {
  if (!state) return;
  const step = state.step;
  const done = $("done");
  // Its place is kept while there is no step: "Cover" never moves or grows under the thumb.
  done.classList.toggle("off", !step);
  $("hide").textContent = t("cover");  // covering decides nothing, with or without a step
  const left = dwellMs - (Date.now() - shownAt);
  const missing = CHOICES.missing(allowed(state.view));
  done.disabled = left > 0 || missing;
  if (done.disabled) commitEnd();
  const hint = Date.now() < hintUntil && !done.disabled;
  $("done-label").textContent = hint ? t("hold_done")
    : doneLabel() + (left > 0 && !missing ? t("wait_s", { s: Math.ceil(left / 1000) }) : "");
  fitDoneLabel();
  clearTimeout(countdownTimer);
  if (revealed && step && left > 0) countdownTimer = setTimeout(updateDone, Math.min(250, left + 20));
  else if (hint) countdownTimer = setTimeout(updateDone, hintUntil - Date.now() + 20);
}

// Done keeps its size: a long label ("Set A♣ aside, take 3 diamonds — done") draws smaller,
// down to MIN_LABEL_PX, instead of growing the button (and the row) under the thumb.
const MIN_LABEL_PX = 14;
function fitDoneLabel() {
  const done = $("done"), label = $("done-label");
  label.style.fontSize = "";
  let px = parseFloat(getComputedStyle(label).fontSize);
  while (done.scrollHeight > done.clientHeight + 1 && px > MIN_LABEL_PX) { px -= 1; label.style.fontSize = px + "px"; }
}

// -- hold to commit -------------------------------------------------------------------------
function commit() { commitEnd(); send({ type: "done", actions: CHOICES.actions() }); hideSecret(); }
function commitStart(event) {
  const done = $("done");
  if (done.disabled || commitHoldMs <= 0 || commitTimer) return;
  if (event.type === "keydown" && (event.repeat || (event.key !== "Enter" && event.key !== " "))) return;
  event.preventDefault();
  done.style.setProperty("--hold-ms", commitHoldMs + "ms");
  done.classList.add("holding");
  commitTimer = setTimeout(commit, commitHoldMs);
}
function commitEnd() { clearTimeout(commitTimer); commitTimer = null; $("done").classList.remove("holding"); }
function commitLetGo(event) {
  if (!commitTimer) return;
  if (event.type === "keyup" && event.key !== "Enter" && event.key !== " ") return;
  commitEnd(); hintUntil = Date.now() + HINT_MS; updateDone();
}

// -- wiring ---------------------------------------------------------------------------------
const btn = $("reveal");
btn.addEventListener("pointerdown", holdStart);
for (const name of ["pointerup", "pointerleave", "pointercancel"]) btn.addEventListener(name, holdEnd);
btn.addEventListener("contextmenu", (e) => e.preventDefault());
$("hide").onclick = hideSecret;
const doneBtn = $("done");
doneBtn.addEventListener("pointerdown", commitStart);
doneBtn.addEventListener("keydown", commitStart);
for (const name of ["pointerup", "pointerleave", "pointercancel", "keyup"]) doneBtn.addEventListener(name, commitLetGo);
doneBtn.addEventListener("contextmenu", (e) => e.preventDefault());
doneBtn.onclick = () => { if (commitHoldMs <= 0) commit(); };  // a tap commits only without a hold time
document.addEventListener("pointerdown", touch, true);
document.addEventListener("visibilitychange", () => { if (document.hidden) hideSecret(); });
window.addEventListener("blur", hideSecret);
window.addEventListener("hashchange", () => location.reload());
start();
