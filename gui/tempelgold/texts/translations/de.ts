<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>TempelgoldBalance</name>
    <message>
        <location filename="../../balance_texts.py" line="16"/>
        <source>Adventurers</source>
        <translation>Abenteurer</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="16"/>
        <source>Guardians</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="30"/>
        <source>{lead} the Guardians and the Adventurers win about equally often.</source>
        <translation>{lead} gewinnen die Wächter und die Abenteurer etwa gleich oft.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="33"/>
        <source>{lead} the Guardians win {share}.</source>
        <translation>{lead} gewinnen die Wächter {share}.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="34"/>
        <source>{lead} the Adventurers win {share}.</source>
        <translation>{lead} gewinnen die Abenteurer {share}.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="42"/>
        <source>{players} Guardians win in about {w} % of the games ({low}–{high} %), Adventurers in about {a} %.</source>
        <translation>{players} gewinnen Wächter in etwa {w} % der Partien ({low}–{high} %), Abenteurer in etwa {a} %.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="46"/>
        <source>Across the {k} combinations of strategies tried at this table (the bots&apos; own included), Adventurers win {low}–{high} %.</source>
        <translation>Über die {k} an diesem Tisch erprobten Kombinationen von Strategien (die der Bots eingeschlossen) gewinnen Abenteurer {low}–{high} %.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="54"/>
        <source>only one trap</source>
        <translation>nur eine Falle</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="59"/>
        <source>The simulated players announce their gold and traps after every look. Adventurers mostly tell the truth; Guardians claim more gold than they have and deny their traps. The key holder trusts each player as far as their claims proved true when their chambers were opened, and grows wary of players who open where the claims promise less. Not modelled: adding up all claims, arguing at the table, players who learn from game to game. Read the differences between player counts and variants rather than the exact figures.</source>
        <translation>Die simulierten Spieler sagen nach jedem Anschauen an, wie viel Gold und wie viele Fallen sie haben. Abenteurer sagen meist die Wahrheit; Wächter behaupten mehr Gold, als sie haben, und verschweigen ihre Fallen. Der Schlüsselhalter glaubt jedem so weit, wie sich dessen Angaben beim Öffnen seiner Kammern als wahr erwiesen haben, und wird misstrauisch gegenüber Spielern, die dort öffnen, wo die Angaben weniger versprechen. Nicht nachgebildet: das Zusammenzählen aller Angaben, Diskussionen am Tisch, Spieler, die von Partie zu Partie dazulernen. Lest eher die Unterschiede zwischen Spielerzahlen und Varianten als die genauen Zahlen.</translation>
    </message>
</context>
<context>
    <name>TempelgoldClaims</name>
    <message>
        <location filename="../../claims.py" line="38"/>
        <source>How much gold</source>
        <translation>Wie viel Gold</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="39"/>
        <source>How many traps</source>
        <translation>Wie viele Fallen</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="47"/>
        <source>Says nothing</source>
        <translation>Sagt nichts</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="55"/>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="59"/>
        <location filename="../../seam_table.py" line="59"/>
        <source>said nothing</source>
        <translation>hat nichts gesagt</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="63"/>
        <source>1 trap</source>
        <translation>1 Falle</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="65"/>
        <source>{n} traps</source>
        <translation>{n} Fallen</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="66"/>
        <source>{n} gold</source>
        <translation>{n} Gold</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="70"/>
        <source>A claim is about this round&apos;s chambers: gold and traps.</source>
        <translation>Eine Aussage gilt den Kammern dieser Runde: Gold und Fallen.</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="72"/>
        <source>There is no such player.</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="78"/>
        <source>Each player has {n} chambers this round: gold and traps together cannot be more.</source>
        <translation>Jeder hat in dieser Runde {n} Kammern: Gold und Fallen zusammen können nicht mehr sein.</translation>
    </message>
</context>
<context>
    <name>TempelgoldEndScreen</name>
    <message>
        <location filename="../../end.py" line="165"/>
        <source>all opened</source>
        <translation>alle geöffnet</translation>
    </message>
    <message numerus="yes">
        <location filename="../../end.py" line="170"/>
        <source>%n gold</source>
        <translation>
            <numerusform>%n Gold</numerusform>
            <numerusform>%n Gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../end.py" line="172"/>
        <source>%n trap(s)</source>
        <translation>
            <numerusform>%n Falle</numerusform>
            <numerusform>%n Fallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../end.py" line="175"/>
        <source>%n empty</source>
        <translation>
            <numerusform>%n leer</numerusform>
            <numerusform>%n leer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../end.py" line="216"/>
        <source>Winners: %1</source>
        <translation>Gewonnen haben: %1</translation>
    </message>
    <message>
        <location filename="../../end.py" line="216"/>
        <source>Nobody wins</source>
        <translation>Niemand gewinnt</translation>
    </message>
    <message>
        <location filename="../../end.py" line="223"/>
        <source>Left over</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <location filename="../../end.py" line="224"/>
        <source>in the box, unseen</source>
        <translation>ungesehen in der Schachtel</translation>
    </message>
    <message>
        <location filename="../../end.py" line="226"/>
        <source>Round %1/%2 · Gold %3/%4 · Traps %5/%6 · %7 empty chambers opened</source>
        <translation>Runde %1/%2 · Gold %3/%4 · Fallen %5/%6 · %7 leere Kammern geöffnet</translation>
    </message>
    <message>
        <location filename="../../end.py" line="228"/>
        <source>Gold %1/%2</source>
        <translation>Gold %1/%2</translation>
    </message>
    <message>
        <location filename="../../end.py" line="229"/>
        <source>Empty %1</source>
        <translation>Leer %1</translation>
    </message>
    <message>
        <location filename="../../end.py" line="231"/>
        <source>Traps %1/%2</source>
        <translation>Fallen %1/%2</translation>
    </message>
    <message>
        <location filename="../../end.py" line="232"/>
        <source>Play again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <location filename="../../end.py" line="233"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../end.py" line="180"/>
        <source>The Adventurers win — all the gold has been found!</source>
        <translation>Die Abenteurer gewinnen — alles Gold ist gefunden!</translation>
    </message>
    <message>
        <location filename="../../end.py" line="182"/>
        <source>The Guardians win — the last fire trap has been opened!</source>
        <translation>Die Wächter gewinnen — die letzte Feuerfalle ist offen!</translation>
    </message>
    <message>
        <location filename="../../end.py" line="184"/>
        <source>The Guardians win — four rounds are over and gold is still hidden!</source>
        <translation>Die Wächter gewinnen — vier Runden sind vorbei und es liegt noch Gold verborgen!</translation>
    </message>
    <message>
        <location filename="../../end.py" line="185"/>
        <source>The Guardians win — the gold can no longer be found!</source>
        <translation>Die Wächter gewinnen — das Gold ist nicht mehr zu finden!</translation>
    </message>
</context>
<context>
    <name>TempelgoldHint</name>
    <message>
        <location filename="../../learning.py" line="49"/>
        <source>This screen only shows your cards: there is nothing to choose. Look, then press “Done — cover”.</source>
        <translation>Hier siehst du nur deine Karten, es gibt nichts zu wählen. Schau sie dir an und drück dann „Fertig — verdecken“.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="52"/>
        <source>You hold the key: at the table you open one face-down chamber of another player, never your own.</source>
        <translation>Du hast den Schlüssel: Am Tisch öffnest du eine verdeckte Kammer eines Mitspielers, nie eine eigene.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="54"/>
        <source>You may choose from {count} face-down chambers of the others.</source>
        <translation>Du kannst unter {count} verdeckten Kammern der anderen wählen.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="56"/>
        <source>{name} holds the key and opens the next chamber. You may talk, claim and advise — and lie.</source>
        <translation>{name} hat den Schlüssel und öffnet die nächste Kammer. Du darfst reden, behaupten und raten – und lügen.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="59"/>
        <source>The Adventurers can no longer find all the gold: the table offers to end the game.</source>
        <translation>Die Abenteurer können nicht mehr alles Gold finden: Der Tisch bietet an, das Spiel zu beenden.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="66"/>
        <source>Your role: {role}. Nobody else knows it.</source>
        <translation>Deine Rolle: {role}. Niemand sonst kennt sie.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="67"/>
        <source>Your chambers this round: gold {gold}, empty {empty}, fire traps {traps}. Where each one lies, you do not know.</source>
        <translation>Deine Kammern in dieser Runde: Gold {gold}, leer {empty}, Feuerfallen {traps}. Wo welche liegt, weißt du nicht.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="68"/>
        <source>Round {round} of {rounds}: {opened} of {per} chambers opened this round, {left} openings left in the game.</source>
        <translation>Runde {round} von {rounds}: {opened} von {per} Kammern in dieser Runde geöffnet, noch {left} Öffnungen im ganzen Spiel.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="71"/>
        <source>Opened so far: gold {gold} of {gold_total}, fire traps {traps} of {traps_total}, empty {empty}.</source>
        <translation>Bisher geöffnet: Gold {gold} von {gold_total}, Feuerfallen {traps} von {traps_total}, leer {empty}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="77"/>
        <source>Still face down: {count} chambers, among them gold {gold} and fire traps {traps}.</source>
        <translation>Noch verdeckt: {count} Kammern, darunter Gold {gold} und Feuerfallen {traps}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="79"/>
        <source>Counting the claims: of that gold, {mine} is yours, so the others can truthfully claim {others} gold between them; of the fire traps, you hold {mine_traps} and the others {others_traps}. If more is claimed, someone lies.</source>
        <translation>Behauptungen zählen: Von diesem Gold liegt {mine} bei dir, die anderen können zusammen also ehrlich {others} Gold behaupten; von den Feuerfallen hast du {mine_traps} und die anderen {others_traps}. Wird mehr behauptet, lügt jemand.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="83"/>
        <source>Tip for a Guardian: claim gold when you hold empty chambers — but do not overdo it, or the count gives you away.</source>
        <translation>Tipp als Wächter: Behaupte Gold, wenn du leere Kammern hast – aber übertreib es nicht, sonst verrät dich die Zählung.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="85"/>
        <source>Tip for an Adventurer: the truth is your best tool. Say exactly what you hold and watch who contradicts.</source>
        <translation>Tipp als Abenteurer: Die Wahrheit ist dein bestes Werkzeug. Sag genau, was du hast, und achte darauf, wer widerspricht.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="86"/>
        <source>More in the rules (F1): “Tips for beginners”.</source>
        <translation>Mehr in den Regeln (F1): „Tipps für Einsteiger“.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="97"/>
        <source>Nobody else has claimed anything on the claims board this round yet.</source>
        <translation>In dieser Runde hat noch niemand sonst etwas auf die Aussagentafel geschrieben.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="106"/>
        <source>Claims this round: {count} others say they hold {claimed} gold between them; when the round began they could hold at most {most}.</source>
        <translation>Aussagen in dieser Runde: {count} andere sagen, sie hätten zusammen {claimed} Gold; zu Rundenbeginn konnten sie höchstens {most} haben.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="108"/>
        <source>Claims this round: {count} others say they hold {claimed} fire traps between them; when the round began they could hold at most {most}.</source>
        <translation>Aussagen in dieser Runde: {count} andere sagen, sie hätten zusammen {claimed} Feuerfallen; zu Rundenbeginn konnten sie höchstens {most} haben.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="111"/>
        <source>That is more than there can be: at least one of them lies.</source>
        <translation>Das ist mehr, als es geben kann: Mindestens einer von ihnen lügt.</translation>
    </message>
</context>
<context>
    <name>TempelgoldPrivatePanel</name>
    <message>
        <location filename="../../private.py" line="200"/>
        <source>Your secret role and your chambers</source>
        <translation>Deine geheime Rolle und deine Kammern</translation>
    </message>
    <message>
        <location filename="../../private.py" line="202"/>
        <source>Round %1: your new chambers</source>
        <translation>Runde %1: deine neuen Kammern</translation>
    </message>
    <message>
        <location filename="../../private.py" line="204"/>
        <source>Your cards in round %1</source>
        <translation>Deine Karten in Runde %1</translation>
    </message>
    <message>
        <location filename="../../private.py" line="206"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../private.py" line="209"/>
        <source>Your chambers this round (%1):</source>
        <translation>Deine Kammern in dieser Runde (%1):</translation>
    </message>
    <message>
        <location filename="../../private.py" line="212"/>
        <source>no gold|1 gold|# gold</source>
        <translation>kein Gold|ein Gold|# Gold</translation>
    </message>
    <message>
        <location filename="../../private.py" line="213"/>
        <source>none empty|1 empty|# empty</source>
        <translation>keine leere|eine leere|# leere</translation>
    </message>
    <message>
        <location filename="../../private.py" line="214"/>
        <source>no fire traps|1 fire trap|# fire traps</source>
        <translation>keine Feuerfalle|eine Feuerfalle|# Feuerfallen</translation>
    </message>
    <message>
        <location filename="../../private.py" line="217"/>
        <source>You don&apos;t know their order on the table.</source>
        <translation>Wie sie auf dem Tisch liegen, weißt du nicht.</translation>
    </message>
</context>
<context>
    <name>TempelgoldTable</name>
    <message>
        <location filename="../../seam_table.py" line="85"/>
        <source>Round {n} is over — the chambers are reshuffled</source>
        <translation>Runde {n} ist vorbei — die Kammern werden neu gemischt</translation>
    </message>
    <message>
        <location filename="../../seam_table.py" line="86"/>
        <source>Everyone looks at their new chambers</source>
        <translation>Alle sehen sich ihre neuen Kammern an</translation>
    </message>
    <message>
        <location filename="../../seam_table.py" line="110"/>
        <source>%1 opens a chamber of %2 …</source>
        <translation>%1 öffnet eine Kammer bei %2 …</translation>
    </message>
</context>
<context>
    <name>TempelgoldTableScreen</name>
    <message>
        <location filename="../../side.py" line="74"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../../side.py" line="75"/>
        <source>Look at my cards</source>
        <translation>Meine Karten ansehen</translation>
    </message>
    <message>
        <location filename="../../side.py" line="77"/>
        <source>End game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="374"/>
        <location filename="../../screen.py" line="388"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="349"/>
        <source>Round %1/%2 · %3/%4 opened · Gold %5/%6 · Traps %7/%8</source>
        <translation>Runde %1/%2 · %3/%4 geöffnet · Gold %5/%6 · Fallen %7/%8</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="357"/>
        <source>%1 (computer) holds the key</source>
        <translation>%1 (Computer) hat den Schlüssel</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="359"/>
        <source>%1 holds the key: click a chamber of another player</source>
        <translation>%1 hat den Schlüssel: Klick auf eine Kammer eines Mitspielers</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="361"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message numerus="yes">
        <location filename="../../screen.py" line="379"/>
        <source>%1: %n chamber(s) face down</source>
        <translation>
            <numerusform>%1: %n Kammer verdeckt</numerusform>
            <numerusform>%1: %n Kammern verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../screen.py" line="381"/>
        <source>%1, holds the key</source>
        <translation>%1, hat den Schlüssel</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="383"/>
        <source>Opened: gold %1 of %2, empty %3, fire traps %4 of %5</source>
        <translation>Geöffnet: Gold %1 von %2, leer %3, Feuerfallen %4 von %5</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="392"/>
        <source>Table: chamber %1 of %2 of %3, Enter opens it</source>
        <translation>Tisch: Kammer %1 von %2 bei %3, Eingabe öffnet sie</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="337"/>
        <source>Gold</source>
        <extracomment>Durations of the opening animation (flip where it lay, then fly to the pile), ~600 ms.</extracomment>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="337"/>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location filename="../../screen.py" line="338"/>
        <source>Traps</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../../side.py" line="76"/>
        <source>The Adventurers can no longer win</source>
        <translation>Die Abenteurer können nicht mehr gewinnen</translation>
    </message>
</context>
<context>
    <name>TempelgoldUI</name>
    <message>
        <location filename="../../ui.py" line="84"/>
        <source>End the game?</source>
        <translation>Spiel beenden?</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="100"/>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="101"/>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="85"/>
        <source>The Adventurers can no longer find all the gold. End the game now — the Guardians win?</source>
        <translation>Die Abenteurer können nicht mehr alles Gold finden. Das Spiel jetzt beenden — die Wächter gewinnen?</translation>
    </message>
</context>
</TS>
