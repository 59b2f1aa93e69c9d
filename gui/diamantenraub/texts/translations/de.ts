<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionBox</name>
    <message>
        <location filename="../../actions_box.py" line="139"/>
        <source>The game is over</source>
        <translation>Das Spiel ist aus</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="144"/>
        <source>%1 interrogates</source>
        <translation>%1 verhört</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="146"/>
        <source>The computer asks its questions on the claims board and then accuses.</source>
        <translation>Der Computer stellt seine Fragen auf der Aussagentafel und beschuldigt dann.</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="148"/>
        <source>Ask questions. Then click the player you accuse on the table.</source>
        <translation>Stell Fragen. Dann klick auf dem Tisch auf den Spieler, den du beschuldigst.</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="150"/>
        <source>Accuse %1?</source>
        <translation>%1 beschuldigen?</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="175"/>
        <source>Nobody shouted</source>
        <translation>Niemand hat gerufen</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="179"/>
        <source>Show the take</source>
        <translation>Beute zeigen</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="184"/>
        <source>The treasure goes round</source>
        <translation>Der Schatz geht herum</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="185"/>
        <source>%1 has the treasure.</source>
        <translation>%1 hat den Schatz.</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="151"/>
        <source>Empty your pockets!</source>
        <translation>Taschen leeren!</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="158"/>
        <source>Bang! — who shouted first?</source>
        <translation>Peng! – wer hat zuerst gerufen?</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="160"/>
        <source>Before %1 shows their take, the Gunslinger may shout “Bang!”. If several shouted, pick who was first.</source>
        <translation>Bevor %1 die Beute zeigt, darf der Revolverheld „Peng!“ rufen. Haben mehrere gerufen, wählt, wer zuerst war.</translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="177"/>
        <source>%1: empty your pockets!</source>
        <translation>%1: Taschen leeren!</translation>
    </message>
</context>
<context>
    <name>DiamantenraubBalance</name>
    <message>
        <location filename="../../balance_texts.py" line="17"/>
        <source>Boss and Henchmen</source>
        <translation>Boss und Getreue</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="18"/>
        <source>Thieves and Street Kids</source>
        <translation>Diebe und Straßenkinder</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="19"/>
        <source>an Undercover Agent</source>
        <translation>ein Verdeckter Ermittler</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="20"/>
        <source>the Gunslinger</source>
        <translation>der Revolverheld</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="39"/>
        <source>The Gunslinger wins alone {gun}.</source>
        <translation>Der Revolverheld gewinnt allein {gun}.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="35"/>
        <source>{lead} the Boss and his Henchmen win {boss}, the Thieves and Street Kids {thieves}, and an Undercover Agent {agent}.</source>
        <translation>{lead} gewinnen der Boss und seine Getreuen {boss}, die Diebe und Straßenkinder {thieves} und ein Verdeckter Ermittler {agent}.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="51"/>
        <source>{players} the Boss and the Henchmen win in about {boss} % of the games ({low}–{high} %), Thieves and Street Kids in about {thieves} %, an Undercover Agent in about {ermittler} %.</source>
        <translation>{players} gewinnen der Boss und die Getreuen in etwa {boss} % der Partien ({low}–{high} %), Diebe und Straßenkinder in etwa {thieves} %, ein Verdeckter Ermittler in etwa {ermittler} %.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="56"/>
        <source>The Gunslinger wins alone in about {rev} %.</source>
        <translation>Der Revolverheld gewinnt in etwa {rev} % allein.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="58"/>
        <source>Across the {k} combinations of strategies tried at this table (the bots&apos; own included), the Boss and the Henchmen win {low}–{high} %.</source>
        <translation>Über die {k} an diesem Tisch erprobten Kombinationen von Strategien (die der Bots eingeschlossen) gewinnen der Boss und die Getreuen {low}–{high} %.</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="66"/>
        <source>with the Gunslinger</source>
        <translation>mit Revolverheld</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="67"/>
        <source>one excuse more for the Boss</source>
        <translation>eine Entschuldigung mehr für den Boss</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="68"/>
        <source>one excuse fewer for the Boss</source>
        <translation>eine Entschuldigung weniger für den Boss</translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="73"/>
        <source>The simulated Thieves take half of the diamonds they see; when the treasure is back everybody tells how many diamonds they got and what they took. Thieves lie to cover their take, the Undercover Agent and some Street Kids make themselves look suspicious, a Driver covers the player to his right. The Boss compares neighbouring stories with what he sent and got back, and trusts players who were cleared; the Gunslinger shoots when the accused is likely the Undercover Agent. Not modelled: questions and answers, reading faces, players who adapt. Read the differences between player counts and variants rather than the exact figures.</source>
        <translation>Die simulierten Diebe nehmen die Hälfte der Diamanten, die sie sehen; ist der Schatz zurück, erzählt jeder, wie viele Diamanten er bekommen und was er genommen hat. Diebe lügen, um ihre Beute zu verbergen, der Ermittler und manche Straßenkinder machen sich verdächtig, ein Fahrer deckt den Spieler rechts von ihm. Der Boss vergleicht die Geschichten von Nachbarn mit dem, was er losgeschickt und zurückbekommen hat, und glaubt entlasteten Spielern; der Revolverheld schießt, wenn der Beschuldigte wahrscheinlich der Ermittler ist. Nicht nachgebildet: Fragen und Antworten, Mienenspiel, Spieler, die sich anpassen. Lest eher die Unterschiede zwischen Spielerzahlen und Varianten als die genauen Zahlen.</translation>
    </message>
</context>
<context>
    <name>DiamantenraubClaims</name>
    <message>
        <location filename="../../claims.py" line="34"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="64"/>
        <source>Diamonds received</source>
        <translation>Diamanten bekommen</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="66"/>
        <source>Took</source>
        <translation>Genommen</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="69"/>
        <source>Answer given</source>
        <translation>Antwort gegeben</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="81"/>
        <source>Whom the Boss asks</source>
        <translation>Wen der Boss fragt</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="83"/>
        <source>Ask</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="84"/>
        <source>The Boss asks a player what he took</source>
        <translation>Der Boss fragt einen Spieler, was er genommen hat</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="89"/>
        <source>The Boss asks</source>
        <translation>Der Boss fragt</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="91"/>
        <source>Stories</source>
        <translation>Geschichten</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="98"/>
        <source>{name}, what did you take?</source>
        <translation>{name}, was hast du genommen?</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="100"/>
        <source>answered aloud</source>
        <translation>hat laut geantwortet</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="101"/>
        <source>got {n} diamonds, took: {what}</source>
        <translation>bekam {n} Diamanten, nahm: {what}</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="106"/>
        <source>Stories are told during the interrogation.</source>
        <translation>Geschichten werden im Verhör erzählt.</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="111"/>
        <source>The Boss asks one of the players.</source>
        <translation>Der Boss fragt einen der Spieler.</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="114"/>
        <source>A story is told by a player, not by the Boss.</source>
        <translation>Eine Geschichte erzählt ein Spieler, nicht der Boss.</translation>
    </message>
    <message>
        <location filename="../../claims.py" line="118"/>
        <source>A story says how many diamonds and what was taken.</source>
        <translation>Eine Geschichte sagt, wie viele Diamanten und was genommen wurde.</translation>
    </message>
</context>
<context>
    <name>DiamantenraubEnd</name>
    <message>
        <location filename="../../end.py" line="180"/>
        <source>%1, set aside by %2; nobody had it</source>
        <translation>%1, von %2 aussortiert; niemand hatte sie</translation>
    </message>
    <message>
        <location filename="../../end.py" line="182"/>
        <source>Set aside</source>
        <translation>Aussortiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../../end.py" line="172"/>
        <location filename="../../end.py" line="215"/>
        <source>%n diamond(s)</source>
        <translation>
            <numerusform>%n Diamant</numerusform>
            <numerusform>%n Diamanten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../end.py" line="173"/>
        <source>came back with %1</source>
        <translation>kam zurück mit %1</translation>
    </message>
    <message>
        <location filename="../../end.py" line="174"/>
        <source>came back empty</source>
        <translation>kam leer zurück</translation>
    </message>
    <message>
        <location filename="../../end.py" line="175"/>
        <source>Treasure</source>
        <translation>Schatz</translation>
    </message>
    <message numerus="yes">
        <location filename="../../end.py" line="211"/>
        <source>hid %n diamond(s)</source>
        <translation>
            <numerusform>hat %n Diamant versteckt</numerusform>
            <numerusform>hat %n Diamanten versteckt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../end.py" line="221"/>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../../end.py" line="284"/>
        <source>Winners: %1</source>
        <translation>Es gewinnen: %1</translation>
    </message>
    <message>
        <location filename="../../end.py" line="286"/>
        <source>The winners choose the next Boss:</source>
        <translation>Die Sieger bestimmen den nächsten Boss:</translation>
    </message>
    <message>
        <location filename="../../end.py" line="289"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../end.py" line="231"/>
        <source>All stolen diamonds are back: the Boss and the Henchmen win!</source>
        <translation>Alle gestohlenen Diamanten sind zurück: Der Boss und die Getreuen gewinnen!</translation>
    </message>
    <message>
        <location filename="../../end.py" line="233"/>
        <source>The Boss accused %1, an Undercover Agent: %1 wins alone!</source>
        <translation>Der Boss hat %1 beschuldigt, einen Verdeckten Ermittler: %1 gewinnt allein!</translation>
    </message>
    <message>
        <location filename="../../end.py" line="235"/>
        <source>%1, the Gunslinger, shot an Undercover Agent and wins alone!</source>
        <translation>%1, der Revolverheld, hat einen Verdeckten Ermittler erschossen und gewinnt allein!</translation>
    </message>
    <message>
        <location filename="../../end.py" line="242"/>
        <source>The Boss is out, and no Thief is left in the game.</source>
        <translation>Der Boss ist ausgeschieden, und kein Dieb ist mehr im Spiel.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="244"/>
        <source>The Boss is out: the Thief with the most diamonds (%1) wins.</source>
        <translation>Der Boss ist ausgeschieden: Der Dieb mit den meisten Diamanten (%1) gewinnt.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="245"/>
        <source>The Boss is out: the Thieves with the most diamonds (%1 each) win.</source>
        <translation>Der Boss ist ausgeschieden: Die Diebe mit den meisten Diamanten (je %1) gewinnen.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="257"/>
        <source>%1 (Driver) wins because %2, on their right, wins.</source>
        <translation>%1 (Fahrer) gewinnt, weil %2 rechts daneben gewinnt.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="259"/>
        <source>%1 (Driver) loses because %2, on their right, does not win.</source>
        <translation>%1 (Fahrer) verliert, weil %2 rechts daneben nicht gewinnt.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="266"/>
        <source>Street Kid %1 wins with the Thief who won.</source>
        <translation>Straßenkind %1 gewinnt mit dem siegreichen Dieb.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="267"/>
        <source>Street Kid %1 wins only when a Thief wins; none did.</source>
        <translation>Straßenkind %1 gewinnt nur, wenn ein Dieb gewinnt; das ist nicht passiert.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="269"/>
        <source>Street Kids (%1) win with the Thief who won.</source>
        <translation>Straßenkinder (%1) gewinnen mit dem siegreichen Dieb.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="270"/>
        <source>Street Kids (%1) win only when a Thief wins; none did.</source>
        <translation>Straßenkinder (%1) gewinnen nur, wenn ein Dieb gewinnt; das ist nicht passiert.</translation>
    </message>
    <message>
        <location filename="../../end.py" line="288"/>
        <source>Play again</source>
        <translation>Nochmal</translation>
    </message>
</context>
<context>
    <name>DiamantenraubHint</name>
    <message>
        <location filename="../../learning.py" line="47"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="66"/>
        <source>Hide {low} to {high} diamonds from the treasure: choose the number, then hold the gold button. Only you will know how many.</source>
        <translation>Nimm {low} bis {high} Diamanten heimlich aus dem Schatz: Wähl die Zahl und halte dann den goldenen Knopf. Nur du weißt, wie viele.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="69"/>
        <source>You are the first: before you take, you may put one role card aside. It belongs to nobody until the end.</source>
        <translation>Du bist als Erster dran: Bevor du nimmst, darfst du eine Rollenkarte aussortieren. Sie gehört bis zum Ende niemandem.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="71"/>
        <source>Take the one diamond: you become a Thief.</source>
        <translation>Nimm den einen Diamanten: Dann bist du Dieb.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="73"/>
        <source>Take {low} to {high} diamonds: you become a Thief.</source>
        <translation>Nimm {low} bis {high} Diamanten: Dann bist du Dieb.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="75"/>
        <source>Or take exactly one role card: {roles}. Its role is then yours.</source>
        <translation>Oder nimm genau eine Rollenkarte: {roles}. Dann hast du diese Rolle.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="77"/>
        <source>You may also take nothing: you become a Street Kid. Pretend to take something all the same.</source>
        <translation>Du darfst auch nichts nehmen: Dann bist du Straßenkind. Tu trotzdem so, als nähmst du etwas.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="78"/>
        <source>Then hold the gold button: nobody at the table sees what you took.</source>
        <translation>Halte dann den goldenen Knopf: Niemand am Tisch sieht, was du genommen hast.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="80"/>
        <source>This screen only shows: there is nothing to choose. Look, then press “Done — cover”.</source>
        <translation>Hier gibt es nur etwas zu sehen, nichts zu wählen. Schau es dir an und drück dann „Fertig — verdecken“.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="82"/>
        <source>At the interrogation you ask questions and accuse one player after another: “Empty your pockets!”</source>
        <translation>Beim Verhör stellst du Fragen und beschuldigst einen nach dem anderen: „Taschen leeren!“</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="84"/>
        <source>At the interrogation the Boss asks questions: you may tell the truth, lie or stay silent.</source>
        <translation>Beim Verhör stellt der Boss Fragen: Du darfst die Wahrheit sagen, lügen oder schweigen.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="92"/>
        <source>Your role: {role}.</source>
        <translation>Deine Rolle: {role}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="94"/>
        <source>You built the treasure: {diamonds}; role cards: {roles}.</source>
        <translation>Du hast den Schatz zusammengestellt: {diamonds}; Rollenkarten: {roles}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="96"/>
        <source>Hidden by you: {diamonds}.</source>
        <translation>Von dir beiseitegeschafft: {diamonds}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="98"/>
        <source>When the treasure reached you: {diamonds}; role cards: {roles}.</source>
        <translation>Als der Schatz bei dir ankam: {diamonds}; Rollenkarten: {roles}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="101"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="102"/>
        <source>You took: {what}.</source>
        <translation>Du hast genommen: {what}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="104"/>
        <source>You put aside: {roles}.</source>
        <translation>Du hast aussortiert: {roles}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="106"/>
        <source>When you passed it on: {diamonds}; role cards: {roles}.</source>
        <translation>Als du ihn weitergegeben hast: {diamonds}; Rollenkarten: {roles}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="108"/>
        <source>The treasure came back: {diamonds}; missing: {missing}. Role cards in it: {roles}.</source>
        <translation>Der Schatz ist zurück: {diamonds}; es fehlen: {missing}. Rollenkarten darin: {roles}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="110"/>
        <source>Public: {taken} of {count} players have taken from the treasure; the Boss&apos;s excuses left: {excuses}; back with the Boss: {recovered}.</source>
        <translation>Öffentlich: {taken} von {count} Spielern haben aus dem Schatz genommen; Entschuldigungen des Bosses: {excuses}; zurück beim Boss: {recovered}.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="118"/>
        <source>Tip for the Boss: without an excuse one mistake ends the game. Ask neighbours the same question and compare the answers.</source>
        <translation>Tipp als Boss: Ohne Entschuldigung beendet ein einziger Fehler das Spiel. Stell Nachbarn dieselbe Frage und vergleiche die Antworten.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="120"/>
        <source>Tip for a Thief: a few diamonds are less suspicious than many — but the Thief with the most wins.</source>
        <translation>Tipp als Dieb: Ein paar Diamanten fallen weniger auf als viele – aber gewinnen wird der Dieb mit den meisten.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="122"/>
        <source>Tip for an Undercover Agent: make yourself a little suspicious, so that the Boss accuses you.</source>
        <translation>Tipp als Verdeckter Ermittler: Mach dich ein wenig verdächtig, damit der Boss dich beschuldigt.</translation>
    </message>
    <message>
        <location filename="../../learning.py" line="123"/>
        <source>Tip: remember how many diamonds were in the treasure when you got it and when you passed it on — the Boss will ask.</source>
        <translation>Tipp: Merk dir, wie viele Diamanten im Schatz lagen, als du ihn bekamst und als du ihn weitergabst – der Boss wird fragen.</translation>
    </message>
</context>
<context>
    <name>DiamantenraubTable</name>
    <message>
        <location filename="../../table_words.py" line="27"/>
        <source>accused</source>
        <translation>beschuldigt</translation>
    </message>
    <message>
        <location filename="../../table_words.py" line="29"/>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../../table.py" line="325"/>
        <source>The game is over</source>
        <translation>Das Spiel ist aus</translation>
    </message>
    <message>
        <location filename="../../table.py" line="327"/>
        <source>%1 must empty their pockets</source>
        <translation>%1 muss die Taschen leeren</translation>
    </message>
    <message>
        <location filename="../../table.py" line="329"/>
        <source>%1, the Boss, interrogates the table</source>
        <translation>%1, der Boss, verhört die Runde</translation>
    </message>
    <message>
        <location filename="../../table.py" line="331"/>
        <source>%1 has the treasure</source>
        <translation>%1 hat den Schatz</translation>
    </message>
    <message>
        <location filename="../../table.py" line="333"/>
        <source>Excuses</source>
        <translation>Entschuldigungen</translation>
    </message>
    <message>
        <location filename="../../table.py" line="334"/>
        <source>Back with the Boss</source>
        <translation>Zurück beim Boss</translation>
    </message>
    <message>
        <location filename="../../table_words.py" line="38"/>
        <source>a take face down</source>
        <translation>verdeckt etwas genommen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../table.py" line="352"/>
        <source>%n excuse(s)</source>
        <translation>
            <numerusform>%n Entschuldigung</numerusform>
            <numerusform>%n Entschuldigungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../table_words.py" line="42"/>
        <source>has the treasure</source>
        <translation>hat den Schatz</translation>
    </message>
    <message>
        <location filename="../../table.py" line="359"/>
        <source>Table: %1, Enter accuses</source>
        <translation>Tisch: %1, Eingabe beschuldigt</translation>
    </message>
    <message>
        <location filename="../../table.py" line="362"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../../table.py" line="363"/>
        <source>Look at my take</source>
        <translation>Meine Beute ansehen</translation>
    </message>
    <message>
        <location filename="../../table.py" line="348"/>
        <location filename="../../table.py" line="357"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../../table.py" line="321"/>
        <source>Still to be asked: %1 · Excuses the Boss has left: %2 · Diamonds back with the Boss: %3</source>
        <translation>Noch zu befragen: %1 · Entschuldigungen beim Boss: %2 · Diamanten zurück beim Boss: %3</translation>
    </message>
</context>
<context>
    <name>DiamantenraubUI</name>
    <message>
        <location filename="../../ui.py" line="147"/>
        <source>The game is over</source>
        <translation>Das Spiel ist aus</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="149"/>
        <source>The Boss is hiding diamonds</source>
        <translation>Der Boss versteckt Diamanten</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="151"/>
        <source>The treasure goes round: {name} has it</source>
        <translation>Der Schatz geht herum: {name} hat ihn</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="153"/>
        <source>Interrogation: {count} still to be asked</source>
        <translation>Verhör: noch {count} zu befragen</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="114"/>
        <source>Empty your pockets!</source>
        <translation>Taschen leeren!</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="115"/>
        <source>{boss} accuses {name}: “{name}, empty your pockets!” Is that right?</source>
        <translation>{boss} beschuldigt {name}: „{name} – Taschen leeren!“ Stimmt das?</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="118"/>
        <source>{name} shouted “Bang!” first?</source>
        <translation>Hat {name} zuerst „Peng!“ gerufen?</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="118"/>
        <source>Bang!</source>
        <translation>Peng!</translation>
    </message>
</context>
<context>
    <name>HidePanel</name>
    <message numerus="yes">
        <location filename="../../boss_panels.py" line="68"/>
        <source>Hide %n diamond(s) — done</source>
        <translation>
            <numerusform>%n Diamant verstecken — fertig</numerusform>
            <numerusform>%n Diamanten verstecken — fertig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="82"/>
        <source>Your treasure, as you built it</source>
        <translation>Dein Schatz, wie du ihn zusammengestellt hast</translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="83"/>
        <source>%1 — Boss</source>
        <translation>%1 — Boss</translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="85"/>
        <source>How many diamonds do you hide in your pocket? (0 to 5)</source>
        <translation>Wie viele Diamanten versteckst du in deiner Tasche? (0 bis 5)</translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="86"/>
        <source>Nobody sees how many. Then the treasure goes to the player on your left.</source>
        <translation>Niemand sieht, wie viele. Dann geht der Schatz an den Spieler links von dir.</translation>
    </message>
</context>
<context>
    <name>NumberPicker</name>
    <message>
        <location filename="../../widgets.py" line="153"/>
        <source>From ?: + gives %1, − gives %2</source>
        <translation>Ab ?: + ergibt %1, − ergibt %2</translation>
    </message>
    <message>
        <location filename="../../widgets.py" line="112"/>
        <source>not set</source>
        <translation>nicht gewählt</translation>
    </message>
    <message>
        <location filename="../../widgets.py" line="113"/>
        <source>Fewer diamonds, now {value}</source>
        <translation>Weniger Diamanten, jetzt {value}</translation>
    </message>
    <message>
        <location filename="../../widgets.py" line="114"/>
        <source>More diamonds, now {value}</source>
        <translation>Mehr Diamanten, jetzt {value}</translation>
    </message>
    <message>
        <location filename="../../widgets.py" line="152"/>
        <source>No diamonds left</source>
        <translation>Keine Diamanten mehr</translation>
    </message>
</context>
<context>
    <name>PeekPanel</name>
    <message>
        <location filename="../../peek_panel.py" line="59"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="64"/>
        <source>The diamonds you hid</source>
        <translation>Die Diamanten, die du versteckt hast</translation>
    </message>
    <message numerus="yes">
        <location filename="../../peek_panel.py" line="65"/>
        <source>%n diamond(s) in your pocket</source>
        <translation>
            <numerusform>%n Diamant in deiner Tasche</numerusform>
            <numerusform>%n Diamanten in deiner Tasche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="67"/>
        <source>You have not taken anything yet</source>
        <translation>Du hast noch nichts genommen</translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="70"/>
        <source>Your take</source>
        <translation>Deine Beute</translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="74"/>
        <source>You set %1 aside; nobody has it.</source>
        <translation>Du hast %1 aussortiert; niemand hat sie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../peek_panel.py" line="95"/>
        <source>%n diamond(s) (after &apos;with&apos;)</source>
        <translation>
            <numerusform>%n Diamanten</numerusform>
            <numerusform>%n Diamanten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../peek_panel.py" line="98"/>
        <source>%n role card(s) (after &apos;with&apos;)</source>
        <translation>
            <numerusform>%n Rollenkarte</numerusform>
            <numerusform>%n Rollenkarten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="101"/>
        <source>It reached you with %1 and %2; you passed it on with %3 and %4.</source>
        <translation>Bei dir kam er mit %1 und %2 an; du hast ihn mit %3 und %4 weitergegeben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../peek_panel.py" line="82"/>
        <source>You took %n diamond(s): you are a Thief.</source>
        <translation>
            <numerusform>Du hast %n Diamant genommen: Du bist ein Dieb.</numerusform>
            <numerusform>Du hast %n Diamanten genommen: Du bist ein Dieb.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="84"/>
        <source>You took %1 and play the %2.</source>
        <translation>Du hast %1 genommen und bist %2.</translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="86"/>
        <source>You took nothing: you are a Street Kid.</source>
        <translation>Du hast nichts genommen: Du bist ein Straßenkind.</translation>
    </message>
</context>
<context>
    <name>ReturnPanel</name>
    <message>
        <location filename="../../boss_panels.py" line="122"/>
        <source>Your treasure again, as it came back</source>
        <translation>Noch einmal dein Schatz, wie er zurückkam</translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="124"/>
        <source>The treasure is back with you</source>
        <translation>Der Schatz ist zurück bei dir</translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="125"/>
        <source>%1 — Boss</source>
        <translation>%1 — Boss</translation>
    </message>
    <message numerus="yes">
        <location filename="../../boss_panels.py" line="127"/>
        <source>%n diamond(s) missing</source>
        <translation>
            <numerusform>Es fehlt %n Diamant</numerusform>
            <numerusform>Es fehlen %n Diamanten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../boss_panels.py" line="128"/>
        <source>You hid %n diamond(s) yourself; they are not counted as missing.</source>
        <translation>
            <numerusform>Du hast selbst %n Diamant versteckt; er zählt nicht als fehlend.</numerusform>
            <numerusform>Du hast selbst %n Diamanten versteckt; sie zählen nicht als fehlend.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="129"/>
        <source>Now interrogate the table, then say “Empty your pockets!”</source>
        <translation>Jetzt verhörst du die Runde – dann sag „Taschen leeren!“</translation>
    </message>
</context>
<context>
    <name>TakePanel</name>
    <message>
        <location filename="../../take_panel.py" line="215"/>
        <location filename="../../take_panel.py" line="353"/>
        <source>Click the role card you want to take.</source>
        <translation>Klick die Rollenkarte an, die du nehmen willst.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../take_panel.py" line="259"/>
        <source>Take %n diamond(s) — done</source>
        <translation>
            <numerusform>%n Diamant nehmen — fertig</numerusform>
            <numerusform>%n Diamanten nehmen — fertig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="261"/>
        <source>Take %1 — done</source>
        <translation>%1 nehmen — fertig</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="262"/>
        <source>Take nothing — done</source>
        <translation>Nichts nehmen — fertig</translation>
    </message>
    <message numerus="yes">
        <location filename="../../take_panel.py" line="265"/>
        <source>Set %1 aside, take %n diamond(s) — done</source>
        <translation>
            <numerusform>%1 aussortieren, %n Diamant — fertig</numerusform>
            <numerusform>%1 aussortieren, %n Diamanten — fertig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="267"/>
        <source>Set %1 aside, take %2 — done</source>
        <translation>%1 aussortieren, %2 nehmen — fertig</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="268"/>
        <source>Set %1 aside, take nothing — done</source>
        <translation>%1 aussortieren, nichts nehmen — fertig</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="272"/>
        <source>The treasure, as it reached you</source>
        <translation>Der Schatz, wie er bei dir ankam</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="275"/>
        <source>Set aside first:</source>
        <translation>Zuerst aussortieren:</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="277"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="280"/>
        <source>Set aside first: %1</source>
        <translation>Zuerst aussortieren: %1</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="284"/>
        <location filename="../../take_panel.py" line="339"/>
        <source>This role card: %1</source>
        <translation>Diese Rollenkarte: %1</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="285"/>
        <location filename="../../take_panel.py" line="333"/>
        <location filename="../../take_panel.py" line="338"/>
        <source>A role card</source>
        <translation>Eine Rollenkarte</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="286"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="297"/>
        <source>You are the first player: you may set one role card aside first. Then take.</source>
        <translation>Du bist der erste Spieler: Du darfst zuerst eine Rollenkarte aussortieren. Dann nimm.</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="300"/>
        <source>No diamonds are left: take one role card or nothing. Remember what you saw.</source>
        <translation>Keine Diamanten mehr: Nimm eine Rollenkarte oder nichts. Merk dir, was du gesehen hast.</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="301"/>
        <source>No diamonds are left: take one role card. Remember what you saw.</source>
        <translation>Keine Diamanten mehr: Nimm eine Rollenkarte. Merk dir, was du gesehen hast.</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="302"/>
        <source>Take diamonds (at least one) or one role card. Remember what you saw.</source>
        <translation>Nimm Diamanten (mindestens einen) oder eine Rollenkarte. Merk dir, was du gesehen hast.</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="319"/>
        <source>Choose what you take; then hold the gold button below until it is full.</source>
        <translation>Wähl, was du nimmst; dann halte den goldenen Knopf unten, bis er voll ist.</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="322"/>
        <source>You set %1 aside; nobody has it.</source>
        <translation>Du hast %1 aussortiert; niemand hat sie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../take_panel.py" line="282"/>
        <location filename="../../take_panel.py" line="341"/>
        <source>Take %n diamond(s)</source>
        <translation>
            <numerusform>%n Diamant nehmen</numerusform>
            <numerusform>%n Diamanten nehmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="283"/>
        <location filename="../../take_panel.py" line="340"/>
        <source>Take ? diamonds</source>
        <translation>? Diamanten nehmen</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="295"/>
        <source>The treasure is empty — you are a Street Kid.</source>
        <translation>Der Schatz ist leer – du bist ein Straßenkind.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../take_panel.py" line="311"/>
        <source>You take %n diamond(s) and are a Thief.</source>
        <translation>
            <numerusform>Du nimmst %n Diamant und bist ein Dieb.</numerusform>
            <numerusform>Du nimmst %n Diamanten und bist ein Dieb.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="314"/>
        <source>You take %1 and play the %2.</source>
        <translation>Du nimmst %1 und bist %2.</translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="317"/>
        <source>You take nothing and are a Street Kid.</source>
        <translation>Du nimmst nichts und bist ein Straßenkind.</translation>
    </message>
</context>
<context>
    <name>TreasureWidget</name>
    <message numerus="yes">
        <location filename="../../treasure.py" line="250"/>
        <source>Diamonds: %n</source>
        <translation>
            <numerusform>Diamanten: %n</numerusform>
            <numerusform>Diamanten: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../treasure.py" line="251"/>
        <source>Role cards: %n</source>
        <translation>
            <numerusform>Rollenkarten: %n</numerusform>
            <numerusform>Rollenkarten: %n</numerusform>
        </translation>
    </message>
</context>
</TS>
