<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionBox</name>
    <message>
        <location filename="../../actions_box.py" line="139"/>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="144"/>
        <source>%1 interrogates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="146"/>
        <source>The computer asks its questions on the claims board and then accuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="148"/>
        <source>Ask questions. Then click the player you accuse on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="150"/>
        <source>Accuse %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="175"/>
        <source>Nobody shouted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="179"/>
        <source>Show the take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="184"/>
        <source>The treasure goes round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="185"/>
        <source>%1 has the treasure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="151"/>
        <source>Empty your pockets!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="158"/>
        <source>Bang! — who shouted first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="160"/>
        <source>Before %1 shows their take, the Gunslinger may shout “Bang!”. If several shouted, pick who was first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../actions_box.py" line="177"/>
        <source>%1: empty your pockets!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiamantenraubBalance</name>
    <message>
        <location filename="../../balance_texts.py" line="17"/>
        <source>Boss and Henchmen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="18"/>
        <source>Thieves and Street Kids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="19"/>
        <source>an Undercover Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="20"/>
        <source>the Gunslinger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="39"/>
        <source>The Gunslinger wins alone {gun}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="35"/>
        <source>{lead} the Boss and his Henchmen win {boss}, the Thieves and Street Kids {thieves}, and an Undercover Agent {agent}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="51"/>
        <source>{players} the Boss and the Henchmen win in about {boss} % of the games ({low}–{high} %), Thieves and Street Kids in about {thieves} %, an Undercover Agent in about {ermittler} %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="56"/>
        <source>The Gunslinger wins alone in about {rev} %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="58"/>
        <source>Across the {k} combinations of strategies tried at this table (the bots&apos; own included), the Boss and the Henchmen win {low}–{high} %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="66"/>
        <source>with the Gunslinger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="67"/>
        <source>one excuse more for the Boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="68"/>
        <source>one excuse fewer for the Boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../balance_texts.py" line="73"/>
        <source>The simulated Thieves take half of the diamonds they see; when the treasure is back everybody tells how many diamonds they got and what they took. Thieves lie to cover their take, the Undercover Agent and some Street Kids make themselves look suspicious, a Driver covers the player to his right. The Boss compares neighbouring stories with what he sent and got back, and trusts players who were cleared; the Gunslinger shoots when the accused is likely the Undercover Agent. Not modelled: questions and answers, reading faces, players who adapt. Read the differences between player counts and variants rather than the exact figures.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiamantenraubClaims</name>
    <message>
        <location filename="../../claims.py" line="34"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="64"/>
        <source>Diamonds received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="66"/>
        <source>Took</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="69"/>
        <source>Answer given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="81"/>
        <source>Whom the Boss asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="83"/>
        <source>Ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="84"/>
        <source>The Boss asks a player what he took</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="89"/>
        <source>The Boss asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="91"/>
        <source>Stories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="98"/>
        <source>{name}, what did you take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="100"/>
        <source>answered aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="101"/>
        <source>got {n} diamonds, took: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="106"/>
        <source>Stories are told during the interrogation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="111"/>
        <source>The Boss asks one of the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="114"/>
        <source>A story is told by a player, not by the Boss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../claims.py" line="118"/>
        <source>A story says how many diamonds and what was taken.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiamantenraubEnd</name>
    <message>
        <location filename="../../end.py" line="180"/>
        <source>%1, set aside by %2; nobody had it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="182"/>
        <source>Set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../end.py" line="172"/>
        <location filename="../../end.py" line="215"/>
        <source>%n diamond(s)</source>
        <translation>
            <numerusform>%n diamond</numerusform>
            <numerusform>%n diamonds</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../end.py" line="173"/>
        <source>came back with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="174"/>
        <source>came back empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="175"/>
        <source>Treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../end.py" line="211"/>
        <source>hid %n diamond(s)</source>
        <translation>
            <numerusform>hid %n diamond</numerusform>
            <numerusform>hid %n diamonds</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../end.py" line="221"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="284"/>
        <source>Winners: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="286"/>
        <source>The winners choose the next Boss:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="289"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="231"/>
        <source>All stolen diamonds are back: the Boss and the Henchmen win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="233"/>
        <source>The Boss accused %1, an Undercover Agent: %1 wins alone!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="235"/>
        <source>%1, the Gunslinger, shot an Undercover Agent and wins alone!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="242"/>
        <source>The Boss is out, and no Thief is left in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="244"/>
        <source>The Boss is out: the Thief with the most diamonds (%1) wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="245"/>
        <source>The Boss is out: the Thieves with the most diamonds (%1 each) win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="257"/>
        <source>%1 (Driver) wins because %2, on their right, wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="259"/>
        <source>%1 (Driver) loses because %2, on their right, does not win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="266"/>
        <source>Street Kid %1 wins with the Thief who won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="267"/>
        <source>Street Kid %1 wins only when a Thief wins; none did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="269"/>
        <source>Street Kids (%1) win with the Thief who won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="270"/>
        <source>Street Kids (%1) win only when a Thief wins; none did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../end.py" line="288"/>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiamantenraubHint</name>
    <message>
        <location filename="../../learning.py" line="47"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="66"/>
        <source>Hide {low} to {high} diamonds from the treasure: choose the number, then hold the gold button. Only you will know how many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="69"/>
        <source>You are the first: before you take, you may put one role card aside. It belongs to nobody until the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="71"/>
        <source>Take the one diamond: you become a Thief.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="73"/>
        <source>Take {low} to {high} diamonds: you become a Thief.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="75"/>
        <source>Or take exactly one role card: {roles}. Its role is then yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="77"/>
        <source>You may also take nothing: you become a Street Kid. Pretend to take something all the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="78"/>
        <source>Then hold the gold button: nobody at the table sees what you took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="80"/>
        <source>This screen only shows: there is nothing to choose. Look, then press “Done — cover”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="82"/>
        <source>At the interrogation you ask questions and accuse one player after another: “Empty your pockets!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="84"/>
        <source>At the interrogation the Boss asks questions: you may tell the truth, lie or stay silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="92"/>
        <source>Your role: {role}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="94"/>
        <source>You built the treasure: {diamonds}; role cards: {roles}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="96"/>
        <source>Hidden by you: {diamonds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="98"/>
        <source>When the treasure reached you: {diamonds}; role cards: {roles}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="101"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="102"/>
        <source>You took: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="104"/>
        <source>You put aside: {roles}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="106"/>
        <source>When you passed it on: {diamonds}; role cards: {roles}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="108"/>
        <source>The treasure came back: {diamonds}; missing: {missing}. Role cards in it: {roles}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="110"/>
        <source>Public: {taken} of {count} players have taken from the treasure; the Boss&apos;s excuses left: {excuses}; back with the Boss: {recovered}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="118"/>
        <source>Tip for the Boss: without an excuse one mistake ends the game. Ask neighbours the same question and compare the answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="120"/>
        <source>Tip for a Thief: a few diamonds are less suspicious than many — but the Thief with the most wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="122"/>
        <source>Tip for an Undercover Agent: make yourself a little suspicious, so that the Boss accuses you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../learning.py" line="123"/>
        <source>Tip: remember how many diamonds were in the treasure when you got it and when you passed it on — the Boss will ask.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiamantenraubTable</name>
    <message>
        <location filename="../../table_words.py" line="27"/>
        <source>accused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table_words.py" line="29"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="325"/>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="327"/>
        <source>%1 must empty their pockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="329"/>
        <source>%1, the Boss, interrogates the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="331"/>
        <source>%1 has the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="333"/>
        <source>Excuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="334"/>
        <source>Back with the Boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table_words.py" line="38"/>
        <source>a take face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../table.py" line="352"/>
        <source>%n excuse(s)</source>
        <translation>
            <numerusform>%n excuse</numerusform>
            <numerusform>%n excuses</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../table_words.py" line="42"/>
        <source>has the treasure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="359"/>
        <source>Table: %1, Enter accuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="362"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="363"/>
        <source>Look at my take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="348"/>
        <location filename="../../table.py" line="357"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../table.py" line="321"/>
        <source>Still to be asked: %1 · Excuses the Boss has left: %2 · Diamonds back with the Boss: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiamantenraubUI</name>
    <message>
        <location filename="../../ui.py" line="147"/>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui.py" line="149"/>
        <source>The Boss is hiding diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui.py" line="151"/>
        <source>The treasure goes round: {name} has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui.py" line="153"/>
        <source>Interrogation: {count} still to be asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui.py" line="114"/>
        <source>Empty your pockets!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui.py" line="115"/>
        <source>{boss} accuses {name}: “{name}, empty your pockets!” Is that right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui.py" line="118"/>
        <source>{name} shouted “Bang!” first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui.py" line="118"/>
        <source>Bang!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HidePanel</name>
    <message numerus="yes">
        <location filename="../../boss_panels.py" line="68"/>
        <source>Hide %n diamond(s) — done</source>
        <translation>
            <numerusform>Hide %n diamond — done</numerusform>
            <numerusform>Hide %n diamonds — done</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="82"/>
        <source>Your treasure, as you built it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="83"/>
        <source>%1 — Boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="85"/>
        <source>How many diamonds do you hide in your pocket? (0 to 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="86"/>
        <source>Nobody sees how many. Then the treasure goes to the player on your left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberPicker</name>
    <message>
        <location filename="../../widgets.py" line="153"/>
        <source>From ?: + gives %1, − gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../widgets.py" line="112"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../widgets.py" line="113"/>
        <source>Fewer diamonds, now {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../widgets.py" line="114"/>
        <source>More diamonds, now {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../widgets.py" line="152"/>
        <source>No diamonds left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PeekPanel</name>
    <message>
        <location filename="../../peek_panel.py" line="59"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="64"/>
        <source>The diamonds you hid</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../peek_panel.py" line="65"/>
        <source>%n diamond(s) in your pocket</source>
        <translation>
            <numerusform>%n diamond in your pocket</numerusform>
            <numerusform>%n diamonds in your pocket</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="67"/>
        <source>You have not taken anything yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="70"/>
        <source>Your take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="74"/>
        <source>You set %1 aside; nobody has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../peek_panel.py" line="95"/>
        <source>%n diamond(s) (after &apos;with&apos;)</source>
        <translation>
            <numerusform>%n diamond</numerusform>
            <numerusform>%n diamonds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../peek_panel.py" line="98"/>
        <source>%n role card(s) (after &apos;with&apos;)</source>
        <translation>
            <numerusform>%n role card</numerusform>
            <numerusform>%n role cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="101"/>
        <source>It reached you with %1 and %2; you passed it on with %3 and %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../peek_panel.py" line="82"/>
        <source>You took %n diamond(s): you are a Thief.</source>
        <translation>
            <numerusform>You took %n diamond: you are a Thief.</numerusform>
            <numerusform>You took %n diamonds: you are a Thief.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="84"/>
        <source>You took %1 and play the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../peek_panel.py" line="86"/>
        <source>You took nothing: you are a Street Kid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReturnPanel</name>
    <message>
        <location filename="../../boss_panels.py" line="122"/>
        <source>Your treasure again, as it came back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="124"/>
        <source>The treasure is back with you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="125"/>
        <source>%1 — Boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../boss_panels.py" line="127"/>
        <source>%n diamond(s) missing</source>
        <translation>
            <numerusform>%n diamond missing</numerusform>
            <numerusform>%n diamonds missing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../boss_panels.py" line="128"/>
        <source>You hid %n diamond(s) yourself; they are not counted as missing.</source>
        <translation>
            <numerusform>You hid %n diamond yourself; it is not counted as missing.</numerusform>
            <numerusform>You hid %n diamonds yourself; they are not counted as missing.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../boss_panels.py" line="129"/>
        <source>Now interrogate the table, then say “Empty your pockets!”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TakePanel</name>
    <message>
        <location filename="../../take_panel.py" line="215"/>
        <location filename="../../take_panel.py" line="353"/>
        <source>Click the role card you want to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../take_panel.py" line="259"/>
        <source>Take %n diamond(s) — done</source>
        <translation>
            <numerusform>Take %n diamond — done</numerusform>
            <numerusform>Take %n diamonds — done</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="261"/>
        <source>Take %1 — done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="262"/>
        <source>Take nothing — done</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../take_panel.py" line="265"/>
        <source>Set %1 aside, take %n diamond(s) — done</source>
        <translation>
            <numerusform>Set %1 aside, take %n diamond — done</numerusform>
            <numerusform>Set %1 aside, take %n diamonds — done</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="267"/>
        <source>Set %1 aside, take %2 — done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="268"/>
        <source>Set %1 aside, take nothing — done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="272"/>
        <source>The treasure, as it reached you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="275"/>
        <source>Set aside first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="277"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="280"/>
        <source>Set aside first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="284"/>
        <location filename="../../take_panel.py" line="339"/>
        <source>This role card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="285"/>
        <location filename="../../take_panel.py" line="333"/>
        <location filename="../../take_panel.py" line="338"/>
        <source>A role card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="286"/>
        <source>Nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="297"/>
        <source>You are the first player: you may set one role card aside first. Then take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="300"/>
        <source>No diamonds are left: take one role card or nothing. Remember what you saw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="301"/>
        <source>No diamonds are left: take one role card. Remember what you saw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="302"/>
        <source>Take diamonds (at least one) or one role card. Remember what you saw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="319"/>
        <source>Choose what you take; then hold the gold button below until it is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="322"/>
        <source>You set %1 aside; nobody has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../take_panel.py" line="282"/>
        <location filename="../../take_panel.py" line="341"/>
        <source>Take %n diamond(s)</source>
        <translation>
            <numerusform>Take %n diamond</numerusform>
            <numerusform>Take %n diamonds</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="283"/>
        <location filename="../../take_panel.py" line="340"/>
        <source>Take ? diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="295"/>
        <source>The treasure is empty — you are a Street Kid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../take_panel.py" line="311"/>
        <source>You take %n diamond(s) and are a Thief.</source>
        <translation>
            <numerusform>You take %n diamond and are a Thief.</numerusform>
            <numerusform>You take %n diamonds and are a Thief.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="314"/>
        <source>You take %1 and play the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../take_panel.py" line="317"/>
        <source>You take nothing and are a Street Kid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreasureWidget</name>
    <message numerus="yes">
        <location filename="../../treasure.py" line="250"/>
        <source>Diamonds: %n</source>
        <translation>
            <numerusform>Diamonds: %n</numerusform>
            <numerusform>Diamonds: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../treasure.py" line="251"/>
        <source>Role cards: %n</source>
        <translation>
            <numerusform>Role cards: %n</numerusform>
            <numerusform>Role cards: %n</numerusform>
        </translation>
    </message>
</context>
</TS>
