"""Log message templates for Diamantenraub (German and English).

Role names and the calls come from :mod:`engine.glossary`, in each language its own
("Dieb" / "Thief", "Peng!" / "Bang!"); the English templates build them in from there
(``_AGENT``, ``_KID``, …), the German ones write the glossary's German names, declined
where German grammar wants it ("einen Verdeckten Ermittler"). Counts choose their
words (see :mod:`engine.log`); German writes one as a word ("einen Diamanten", "eine
Rollenkarte"), as the rule text does, English as a digit.
"""
from __future__ import annotations

from engine import glossary
from engine.cards import Card
from engine.log import register_format, register_messages


def take_label(value: str, lang: str) -> str:
    """A shown take, from its code ``"<role>"`` or ``"<role> <card code>"``: "Getreuer 3♠" / "Henchman 3♠"."""
    role, _, card = value.partition(" ")
    name = glossary.role(role, lang)
    return f"{name} {Card.parse(card).label(lang)}" if card else name


_AGENT = glossary.role("ermittler", "en")
_KID, _KIDS = glossary.role("strassenkind", "en"), glossary.role("strassenkind", "en", 2)
_GUN = glossary.role("revolverheld", "en")
_BANG = glossary.term("call.peng", "en")
_HENCHMEN = glossary.role("getreuer", "en", 2)
_THIEF, _THIEVES = glossary.role("dieb", "en"), glossary.role("dieb", "en", 2)

_DE_SEES = ("{diamonds:keine Diamanten|einen Diamanten|# Diamanten} und "
            "{roles:keine Rollenkarten|eine Rollenkarte|# Rollenkarten} im Schatz")
_EN_SEES = "{diamonds:no diamonds|1 diamond|# diamonds} and {roles:no role cards|1 role card|# role cards} in the treasure"
_DE_BACK = "{count:# Diamanten gehen|ein Diamant geht|# Diamanten gehen} zurück an den Boss"
_EN_BACK = "{count:# diamonds go|1 diamond goes|# diamonds go} back to the Boss"

MESSAGES: dict[str, dict[str, str]] = {
    "dr.start": {
        "de": "{boss} ist der Boss. Im Schatz: {diamonds:keine Diamanten|ein Diamant|# Diamanten} und "
        "{roles:keine Rollenkarten|eine Rollenkarte|# Rollenkarten}. "
        "{excuses:Der Boss hat keine Entschuldigung.|Offen beim Boss liegt eine Entschuldigung."
        "|Offen beim Boss liegen # Entschuldigungen.}",
        "en": "{boss} is the Boss. In the treasure: {diamonds:no diamonds|1 diamond|# diamonds} and "
        "{roles:no role cards|1 role card|# role cards}. "
        "{excuses:The Boss has no excuse.|1 excuse lies face up before the Boss."
        "|# excuses lie face up before the Boss.}",
    },
    "dr.hide": {
        "de": "{boss} nimmt heimlich Diamanten aus dem Schatz und gibt ihn an {next}.",
        "en": "{boss} secretly takes diamonds out of the treasure and hands it to {next}.",
    },
    "dr.hide.private": {
        "de": "{boss} versteckt {count:keinen Diamanten|einen Diamanten|# Diamanten}.",
        "en": "{boss} hides {count:no diamonds|1 diamond|# diamonds}.",
    },
    "dr.set_aside": {
        "de": "{player} legt die Rollenkarte {card:card} beiseite.",
        "en": "{player} sets the role card {card:card} aside.",
    },
    "dr.take": {
        "de": "{player} nimmt etwas aus dem Schatz und gibt ihn weiter.",
        "en": "{player} takes something from the treasure and passes it on.",
    },
    "dr.take.diamonds": {
        "de": f"{{player}} sieht {_DE_SEES} und nimmt {{count:einen Diamanten|# Diamanten}}.",
        "en": f"{{player}} sees {_EN_SEES} and takes {{count:1 diamond|# diamonds}}.",
    },
    "dr.take.role": {
        "de": f"{{player}} sieht {_DE_SEES} und nimmt die Rollenkarte {{card:card}}.",
        "en": f"{{player}} sees {_EN_SEES} and takes the role card {{card:card}}.",
    },
    "dr.take.nothing": {
        "de": f"{{player}} sieht {_DE_SEES}, nimmt nichts und ist ein Straßenkind.",
        "en": f"{{player}} sees {_EN_SEES}, takes nothing and is a {_KID}.",
    },
    "dr.returned": {
        "de": "Der Schatz ist zurück bei {boss}. Das Verhör beginnt.",
        "en": "The treasure is back with {boss}. The interrogation begins.",
    },
    "dr.returned.private": {
        "de": "{boss} schaut in den Schatz: {diamonds:keine Diamanten|ein Diamant|# Diamanten} und "
        "{roles:keine Rollenkarten|eine Rollenkarte|# Rollenkarten}; "
        "{missing:es fehlt kein Diamant|es fehlt ein Diamant|es fehlen # Diamanten}.",
        "en": "{boss} looks into the treasure: {diamonds:no diamonds|1 diamond|# diamonds} and "
        "{roles:no role cards|1 role card|# role cards}; "
        "{missing:no diamonds are missing|1 diamond is missing|# diamonds are missing}.",
    },
    "dr.accuse": {
        "de": "{boss}: „{accused} – Taschen leeren!“",
        "en": "{boss}: “{accused}, empty your pockets!”",
    },
    "dr.reveal.dieb": {
        "de": "{player} zeigt {count:keinen Diamanten|einen Diamanten|# Diamanten}. "
        "{count:Sie gehen|Er geht|Sie gehen} zurück an den Boss; {player} scheidet aus.",
        "en": "{player} shows {count:no diamonds|1 diamond|# diamonds}. "
        "{count:They go|It goes|They go} back to the Boss; {player} is out.",
    },
    "dr.reveal.innocent": {
        "de": "{player} zeigt: {what:take}. Keine Diamanten – {boss} gibt {player} eine Entschuldigung.",
        "en": "{player} shows: {what:take}. No diamonds – {boss} gives {player} an excuse.",
    },
    "dr.reveal.no_excuse": {
        "de": "{player} zeigt: {what:take}. Keine Diamanten, und {boss} hat keine Entschuldigung mehr: {boss} scheidet aus.",
        "en": "{player} shows: {what:take}. No diamonds, and {boss} has no excuse left: {boss} is out.",
    },
    "dr.reveal.ermittler": {
        "de": "{player} zeigt {card:card}: ein Verdeckter Ermittler!",
        "en": f"{{player}} shows {{card:card}}: an {_AGENT}!",
    },
    "dr.peng.false": {
        "de": "{player} ruft „Peng!“, ist aber nicht der Revolverheld ({what:take}) und scheidet aus.",
        "en": f"{{player}} shouts “{_BANG}” but is not the {_GUN} ({{what:take}}) and is out.",
    },
    "dr.peng.false.dieb": {
        "de": f"{{player}} ruft „Peng!“, ist aber nicht der Revolverheld: {_DE_BACK}; {{player}} scheidet aus.",
        "en": f"{{player}} shouts “{_BANG}” but is not the {_GUN}: {_EN_BACK}; {{player}} is out.",
    },
    "dr.peng.shot": {
        "de": "{player} ruft „Peng!“ ({card:card}) und schießt auf {accused}: {what:take}. Beide scheiden aus.",
        "en": f"{{player}} shouts “{_BANG}” ({{card:card}}) and shoots {{accused}}: {{what:take}}. Both are out.",
    },
    "dr.peng.shot.dieb": {
        "de": f"{{player}} ruft „Peng!“ ({{card:card}}) und schießt auf {{accused}}: {_DE_BACK}. Beide scheiden aus.",
        "en": f"{{player}} shouts “{_BANG}” ({{card:card}}) and shoots {{accused}}: {_EN_BACK}. Both are out.",
    },
    "dr.peng.ermittler": {
        "de": "{player} ruft „Peng!“ ({card:card}) und schießt auf {accused} – einen Verdeckten Ermittler ({accused_card:card})!",
        "en": f"{{player}} shouts “{_BANG}” ({{card:card}}) and shoots {{accused}} – an {_AGENT} ({{accused_card:card}})!",
    },
    "dr.end.BOSS_RECOVERED_ALL": {
        "de": "Alle gestohlenen Diamanten sind zurück. Der Boss und die Getreuen gewinnen!",
        "en": f"All stolen diamonds are back. The Boss and the {_HENCHMEN} win!",
    },
    "dr.end.ERMITTLER_ACCUSED": {
        "de": "{player} war ein Verdeckter Ermittler und gewinnt allein!",
        "en": f"{{player}} was an {_AGENT} and wins alone!",
    },
    "dr.end.BOSS_ELIMINATED": {
        "de": "Der Boss ist ausgeschieden. "
        "{thieves:Kein Dieb ist mehr im Spiel."
        "|Der Dieb mit den meisten Diamanten gewinnt ({best:kein Diamant|ein Diamant|# Diamanten})."
        "|Die # Diebe mit den meisten Diamanten gewinnen (je {best:kein Diamant|ein Diamant|# Diamanten}).}"
        "{kids:| Das Straßenkind gewinnt mit.| Die # Straßenkinder gewinnen mit.}",
        "en": "The Boss is out. "
        f"{{thieves:No {_THIEF} is left in the game."
        f"|The {_THIEF} with the most diamonds wins ({{best:no diamonds|1 diamond|# diamonds}})."
        f"|The # {_THIEVES} with the most diamonds win ({{best:no diamonds|1 diamond|# diamonds}} each).}}"
        f"{{kids:| The {_KID} wins too.| The # {_KIDS} win too.}}",
    },
    "dr.end.REVOLVERHELD_SHOT_ERMITTLER": {
        "de": "{player} hat einen Verdeckten Ermittler erschossen und gewinnt allein!",
        "en": f"{{player}} has shot an {_AGENT} and wins alone!",
    },
    "dr.end.winners": {
        "de": "{count:Niemand gewinnt.|Es gewinnt: |Es gewinnen: }{winners}{count:|.|.}",
        "en": "{count:Nobody wins.|Winner: |Winners: }{winners}{count:|.|.}",
    },
}

register_format("take", take_label)
register_messages(MESSAGES)
