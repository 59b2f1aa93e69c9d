"""Log message templates for Diamantenraub (German and English).

Role names stay German in both languages: they are the game's own names.
"""
from __future__ import annotations

from engine.log import register_messages

MESSAGES: dict[str, dict[str, str]] = {
    "dr.start": {
        "de": "{boss} ist der Boss. Im Schatz: {diamonds} Diamanten und {roles} Rollenkarten. "
        "Entschuldigungen offen beim Boss: {excuses}.",
        "en": "{boss} is the Boss. In the treasure: {diamonds} diamonds and {roles} role cards. "
        "Excuses face up before the Boss: {excuses}.",
    },
    "dr.hide": {
        "de": "{boss} nimmt heimlich Diamanten aus dem Schatz und gibt ihn an {next}.",
        "en": "{boss} secretly takes diamonds out of the treasure and hands it to {next}.",
    },
    "dr.hide.private": {
        "de": "{boss} versteckt {count} Diamanten.",
        "en": "{boss} hides {count} diamonds.",
    },
    "dr.set_aside": {
        "de": "{player} legt die Rollenkarte {card} beiseite.",
        "en": "{player} sets the role card {card} aside.",
    },
    "dr.take": {
        "de": "{player} nimmt etwas aus dem Schatz und gibt ihn weiter.",
        "en": "{player} takes something from the treasure and passes it on.",
    },
    "dr.take.diamonds": {
        "de": "{player} sieht {diamonds} Diamanten und {roles} Rollenkarten im Schatz und nimmt {count} Diamanten.",
        "en": "{player} sees {diamonds} diamonds and {roles} role cards in the treasure and takes {count} diamonds.",
    },
    "dr.take.role": {
        "de": "{player} sieht {diamonds} Diamanten und {roles} Rollenkarten im Schatz und nimmt die Rollenkarte {card}.",
        "en": "{player} sees {diamonds} diamonds and {roles} role cards in the treasure and takes the role card {card}.",
    },
    "dr.take.nothing": {
        "de": "{player} sieht {diamonds} Diamanten und {roles} Rollenkarten im Schatz, nimmt nichts und ist ein Straßenkind.",
        "en": "{player} sees {diamonds} diamonds and {roles} role cards in the treasure, takes nothing and is a Straßenkind.",
    },
    "dr.returned": {
        "de": "Der Schatz ist zurück bei {boss}. Das Verhör beginnt.",
        "en": "The treasure is back with {boss}. The interrogation begins.",
    },
    "dr.returned.private": {
        "de": "{boss} schaut in den Schatz: {diamonds} Diamanten und {roles} Rollenkarten; es fehlen {missing} Diamanten.",
        "en": "{boss} looks into the treasure: {diamonds} diamonds and {roles} role cards; {missing} diamonds are missing.",
    },
    "dr.accuse": {
        "de": "{boss}: „{accused} – Taschen leeren!“",
        "en": "{boss}: “{accused}, empty your pockets!”",
    },
    "dr.reveal.dieb": {
        "de": "{player} zeigt {count} Diamanten. Sie gehen zurück an den Boss; {player} scheidet aus.",
        "en": "{player} shows {count} diamonds. They go back to the Boss; {player} is out.",
    },
    "dr.reveal.innocent": {
        "de": "{player} zeigt: {what}. Keine Diamanten – {boss} gibt {player} eine Entschuldigung.",
        "en": "{player} shows: {what}. No diamonds – {boss} gives {player} an excuse.",
    },
    "dr.reveal.no_excuse": {
        "de": "{player} zeigt: {what}. Keine Diamanten, und {boss} hat keine Entschuldigung mehr: {boss} scheidet aus.",
        "en": "{player} shows: {what}. No diamonds, and {boss} has no excuse left: {boss} is out.",
    },
    "dr.reveal.ermittler": {
        "de": "{player} zeigt {card}: ein Verdeckter Ermittler!",
        "en": "{player} shows {card}: an undercover Ermittler!",
    },
    "dr.peng.false": {
        "de": "{player} ruft „Peng!“, ist aber nicht der Revolverheld ({what}) und scheidet aus.",
        "en": "{player} shouts “Bang!” but is not the Revolverheld ({what}) and is out.",
    },
    "dr.peng.false.dieb": {
        "de": "{player} ruft „Peng!“, ist aber nicht der Revolverheld: {count} Diamanten gehen zurück an den Boss; {player} scheidet aus.",
        "en": "{player} shouts “Bang!” but is not the Revolverheld: {count} diamonds go back to the Boss; {player} is out.",
    },
    "dr.peng.shot": {
        "de": "{player} ruft „Peng!“ ({card}) und schießt auf {accused}: {what}. Beide scheiden aus.",
        "en": "{player} shouts “Bang!” ({card}) and shoots {accused}: {what}. Both are out.",
    },
    "dr.peng.shot.dieb": {
        "de": "{player} ruft „Peng!“ ({card}) und schießt auf {accused}: {count} Diamanten gehen zurück an den Boss. Beide scheiden aus.",
        "en": "{player} shouts “Bang!” ({card}) and shoots {accused}: {count} diamonds go back to the Boss. Both are out.",
    },
    "dr.peng.ermittler": {
        "de": "{player} ruft „Peng!“ ({card}) und schießt auf {accused} – einen Verdeckten Ermittler ({what})!",
        "en": "{player} shouts “Bang!” ({card}) and shoots {accused} – an undercover Ermittler ({what})!",
    },
    "dr.end.BOSS_RECOVERED_ALL": {
        "de": "Alle gestohlenen Diamanten sind zurück. Der Boss und die Getreuen gewinnen!",
        "en": "All stolen diamonds are back. The Boss and the Getreue win!",
    },
    "dr.end.ERMITTLER_ACCUSED": {
        "de": "{player} war ein Verdeckter Ermittler und gewinnt allein!",
        "en": "{player} was an undercover Ermittler and wins alone!",
    },
    "dr.end.BOSS_ELIMINATED": {
        "de": "Der Boss ist ausgeschieden. Der Dieb mit den meisten Diamanten gewinnt ({best} Diamanten), die Straßenkinder mit ihm.",
        "en": "The Boss is out. The thief with the most diamonds wins ({best} diamonds), and the Straßenkinder with them.",
    },
    "dr.end.REVOLVERHELD_SHOT_ERMITTLER": {
        "de": "{player} hat einen Verdeckten Ermittler erschossen und gewinnt allein!",
        "en": "{player} has shot an undercover Ermittler and wins alone!",
    },
    "dr.end.winners": {
        "de": "Es gewinnen: {winners}.",
        "en": "Winners: {winners}.",
    },
}

register_messages(MESSAGES)
