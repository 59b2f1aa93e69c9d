<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../gui/dialogs/about.py" line="37"/>
        <source>About Kartentisch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/about.py" line="45"/>
        <source>Version %1 · licence %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/about.py" line="47"/>
        <source>Two hidden-role card games for one laptop passed round the table, with standard cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/about.py" line="49"/>
        <source>Names and texts are our own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/about.py" line="51"/>
        <source>Settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/about.py" line="52"/>
        <source>Saved game: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BalanceNote</name>
    <message>
        <location filename="../gui/balance/balance_note.py" line="76"/>
        <source>No simulation for this table yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_note.py" line="81"/>
        <source>Real groups may differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_note.py" line="169"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="329"/>
        <source>Other strategies were not tried with these options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="56"/>
        <source>standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="75"/>
        <source>{game}, {options}: who wins in simulated games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="78"/>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="79"/>
        <source>Share of the games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="88"/>
        <source>Each group of bars is one table: its number of players, with the options named in the chart&apos;s title. A bar&apos;s height is how often that side won in {games} simulated games; the thin line through it shows the range in which the true rate lies with 95 % certainty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="112"/>
        <source>These bots are easy to exploit: the best other strategy the lab tried raised one side&apos;s win rate by {points} percentage points against them ({players} players, measured again on fresh games). The figures describe these simulated players, not the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="131"/>
        <location filename="../gui/balance/balance_chart.py" line="170"/>
        <source>{low}–{high} % with {n} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="134"/>
        <source>The rates shown come from simulated games where both sides play as well as we could make them: an equilibrium of the lab&apos;s strategies, searched until neither side gained more than 5 points by playing differently, or until the search&apos;s budget ran out. With the standard rules {side} win {ranges} (95 % intervals).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="143"/>
        <source>At {k} of the {n} tables (player counts and options) a strategy the lab found still gains more than 5 points against these players, so their rates are uncertain by that much: up to {points} points ({players} players).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="151"/>
        <source>At {k} of them the lab&apos;s search still found more each time it searched longer, so there these figures are lower bounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="155"/>
        <source>At every table no strategy the lab found gains more than 5 points against these players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="157"/>
        <source>The search starts from the simulated players described next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="172"/>
        <source>Share of the games won by {side} over every combination of strategies the lab tried (standard rules): {ranges}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="191"/>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="202"/>
        <source>Open the chart in its own window (every option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="206"/>
        <location filename="../gui/balance/balance_chart.py" line="261"/>
        <source>No simulation for this game yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="239"/>
        <source>Balance: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="254"/>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="322"/>
        <source>{n} players, {options}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_chart.py" line="330"/>
        <source>Each table was played {games} times by the simulated players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="228"/>
        <source>In simulated games where both sides play as well as we could make them,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="230"/>
        <source>In simulated games with careful players,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="238"/>
        <source>With both sides playing as well as we could make them (an equilibrium of the lab&apos;s strategies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="240"/>
        <source>With simulated players (the lab&apos;s “belief” bots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="256"/>
        <source>{side}: {low}–{high} % of the games (95 % interval).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="259"/>
        <source>No strategy the lab found gains more than {points} percentage points against these players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="263"/>
        <source>This rate is uncertain by about {points} percentage points or more: a strategy the lab found still gains that much against these players, and searching longer still found more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="267"/>
        <source>This rate is uncertain by about {points} percentage points: a strategy the lab found still gains that much against these players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="270"/>
        <source>Measured more exactly, {side} win {low} to {high} of every 100 games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="274"/>
        <source>No strategy the lab found wins more than {points} extra games in 100 against these players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="278"/>
        <source>This is uncertain: a strategy the lab found still wins about {points} extra games in 100 or more against these players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="281"/>
        <source>This is uncertain: a strategy the lab found still wins about {points} extra games in 100 against these players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="302"/>
        <source>hardly ever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="304"/>
        <source>almost always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/balance/balance_data.py" line="305"/>
        <source>about {n} in 10</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClaimsBoard</name>
    <message>
        <location filename="../gui/games/claims_board.py" line="366"/>
        <source>Claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="367"/>
        <source>Claims board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="368"/>
        <source>Enter a claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="369"/>
        <source>Enter a claim someone said aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="370"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="371"/>
        <source>Who said it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="372"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="373"/>
        <source>Put the claim on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="374"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="375"/>
        <source>Others say nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_board.py" line="376"/>
        <source>Everyone still missing said nothing: the computer goes on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClaimsKeeper</name>
    <message>
        <location filename="../gui/games/claims_keeper.py" line="176"/>
        <source>A computer says its claims itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/claims_keeper.py" line="257"/>
        <source>{name} (computer) waits until the board has an entry from everybody.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommitButton</name>
    <message>
        <location filename="../gui/curtain/commit_button.py" line="73"/>
        <source>Hold until the bar is full</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckCheck</name>
    <message>
        <location filename="../gui/cards/deck_check.py" line="254"/>
        <source>it declares an entity that refers to something outside the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="256"/>
        <source>it declares a very long entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="258"/>
        <source>it declares too many entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="186"/>
        <source>The card deck “{name}” cannot be used: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="105"/>
        <source>The card deck “{name}” refers to something outside the file ({what}); such decks are not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="148"/>
        <source>The card deck “{name}” embeds a picture that is not a PNG, JPEG or GIF file (another SVG, say); such decks are not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="192"/>
        <source>The card deck “{name}” has too many elements (more than {limit}); it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="291"/>
        <source>The card deck “{name}” refers to itself in a circle; it cannot be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="292"/>
        <source>The card deck “{name}” is nested too deeply to be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="347"/>
        <source>The card deck “{name}” is far too costly to draw (more than {limit} shapes once its references are expanded); it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_memory.py" line="139"/>
        <location filename="../gui/cards/deck_trial.py" line="91"/>
        <source>The card deck “{name}” has changed since it was chosen. Choose it in the settings again to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_memory.py" line="147"/>
        <source>The card deck “{name}” failed before and is not loaded again. Choose it in the settings to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_memory.py" line="201"/>
        <source>The card deck “{name}” could not be used last time, so the Kartentisch deck is used. Choose it in the settings to try it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_memory.py" line="203"/>
        <source>The card deck “{name}” has not been checked in this version of Kartentisch, so the Kartentisch deck is used. Choose it in the settings to check and use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_trial.py" line="40"/>
        <source>The card deck “{name}” is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_trial.py" line="82"/>
        <location filename="../gui/cards/remote.py" line="148"/>
        <source>The card deck “{name}” takes far too long to draw; it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_trial.py" line="49"/>
        <location filename="../gui/cards/deck_trial.py" line="89"/>
        <location filename="../gui/cards/remote.py" line="142"/>
        <source>The card deck “{name}” cannot be drawn; it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="277"/>
        <location filename="../gui/cards/deck_check.py" line="279"/>
        <source>The card deck “{name}” is not a valid SVG file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckRenderer</name>
    <message>
        <location filename="../gui/cards/renderer.py" line="207"/>
        <source>The card deck “{name}” is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/remote_decks.py" line="103"/>
        <location filename="../gui/cards/remote_decks.py" line="122"/>
        <location filename="../gui/cards/renderer.py" line="214"/>
        <source>{problem} Using the Kartentisch deck instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/renderer.py" line="220"/>
        <source>The card deck “{name}” cannot be used ({error}). Using the Kartentisch deck instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <location filename="../gui/cards/source.py" line="62"/>
        <source>The card deck {what} is not a valid SVG file.</source>
        <extracomment>Decks up to this size (uncompressed) render with QSvgRenderer; bigger ones through QImageReader from cut-out elements, which releases the GIL (see :mod:`.renderer`). The render child that draws this deck&apos;s pictures (a user&apos;s deck in the app); None: in-process.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/source.py" line="120"/>
        <source>The card deck “{name}” ({path}) contains no cards (no element named 1_club or club_1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../gui/cards/decks.py" line="200"/>
        <source>The card deck file {path} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/decks.py" line="204"/>
        <location filename="../gui/cards/decks.py" line="217"/>
        <source>The card deck file {path} is too large (more than {mb} MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/decks.py" line="207"/>
        <location filename="../gui/cards/decks.py" line="214"/>
        <source>The card deck file {path} cannot be read ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/decks.py" line="220"/>
        <source>The card deck file {path} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/decks.py" line="213"/>
        <source>it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Drawing</name>
    <message>
        <location filename="../gui/cards/drawing.py" line="54"/>
        <source>The card “{element}” of this deck cannot be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DwellLock</name>
    <message>
        <location filename="../gui/curtain/dwell.py" line="36"/>
        <source>{label} ({seconds} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="357"/>
        <source>Locked: opens in {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndScreenDialog</name>
    <message>
        <location filename="../gui/history/end_screen.py" line="29"/>
        <source>End screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/end_screen.py" line="46"/>
        <source>This game&apos;s end screen cannot be shown ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/end_screen.py" line="61"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EveningTally</name>
    <message>
        <location filename="../gui/table_kit/end_view.py" line="50"/>
        <source>This evening, {games} games:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExceptHook</name>
    <message>
        <location filename="../gui/shell/excepthook.py" line="148"/>
        <source>Something went wrong inside Kartentisch.</source>
        <extracomment>The exit status of an unattended run that met an unexpected error (BSD&apos;s EX_SOFTWARE).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/excepthook.py" line="149"/>
        <source>The game is saved after every completed step: you can carry on, or quit and resume where you were. A report of the error (without any secrets) is in {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../gui/dialogs/rules_find.py" line="72"/>
        <source>&amp;Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/rules_find.py" line="73"/>
        <source>a word in the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/rules_find.py" line="74"/>
        <source>Find in the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/rules_find.py" line="75"/>
        <source>Next (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/rules_find.py" line="147"/>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/rules_find.py" line="149"/>
        <source>{n} of {m}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../gui/games/guide.py" line="247"/>
        <source>Rule: {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/guide.py" line="248"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/guide.py" line="249"/>
        <source>Leave the guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOffScreen</name>
    <message>
        <location filename="../gui/curtain/handoff.py" line="145"/>
        <source>{names} on the laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="147"/>
        <source>{name} on their phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="149"/>
        <source>{names} on their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="150"/>
        <source>Still to do: {parts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="156"/>
        <source>Pass the device to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="157"/>
        <source>Hold to show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="157"/>
        <source>Show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="160"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="161"/>
        <source>PIN of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="162"/>
        <source>Only {name} may look. Enter your PIN, then press the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="164"/>
        <source>Only {name} may look. Press and hold the button until the ring is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="166"/>
        <source>Only {name} may look. The button unlocks after a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="169"/>
        <source>Back to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="171"/>
        <location filename="../gui/curtain/handoff.py" line="232"/>
        <source>Wrong PIN. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintBox</name>
    <message>
        <location filename="../gui/curtain/hint_box.py" line="50"/>
        <source>What can I do now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/hint_box.py" line="51"/>
        <source>What do I know?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/hint_box.py" line="86"/>
        <source>Hint, only for you</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../gui/history/database.py" line="283"/>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="284"/>
        <source>it is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="285"/>
        <source>it cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="286"/>
        <source>it is not a database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="287"/>
        <source>it is damaged or truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="288"/>
        <source>it was written by a newer version of Kartentisch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="289"/>
        <source>it cannot be written (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="290"/>
        <source>another program keeps it locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="291"/>
        <source>it cannot be used and could not be set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="301"/>
        <source>The game history could not be opened ({why}); finished games are not recorded in this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/database.py" line="304"/>
        <source>The game history file could not be used ({why}). It was set aside as {path}; finished games are recorded in a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/recorder.py" line="145"/>
        <source>This game could not be kept in the game history: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../gui/history/screen.py" line="182"/>
        <source>The game history cannot be read ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="213"/>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="214"/>
        <source>All players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="79"/>
        <source>More games ({shown} of {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="64"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="66"/>
        <location filename="../gui/history/stats_tabs.py" line="224"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="71"/>
        <source>{wins} of {games} ({rate})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="120"/>
        <source>{day} (games: {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="139"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="211"/>
        <source>How often each side won in your games, with a 95 % interval, beside the simulated games of the balance lab. With fewer than {n} games at a table there are too few to say anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="216"/>
        <source>The simulated rates are uncertain where a strategy the lab found still wins more games in 100 against its simulated players: {tables}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="238"/>
        <source>about {points} or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="239"/>
        <source>about {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="95"/>
        <location filename="../gui/history/stats_tabs.py" line="86"/>
        <location filename="../gui/history/stats_tabs.py" line="139"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="81"/>
        <location filename="../gui/history/stats_tabs.py" line="151"/>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="185"/>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="199"/>
        <source>{rate} ({low}–{high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="192"/>
        <source>{rate} ({low}–{high}) · {won}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="202"/>
        <source>not simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="291"/>
        <source>Delete this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="291"/>
        <source>Delete the game of {what} from the history? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="298"/>
        <source>The game was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="304"/>
        <source>Forget this player?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="304"/>
        <source>Replace the name {name} by “{forgotten}” in every game of the history? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="312"/>
        <source>The name is gone (games that named it: {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="316"/>
        <source>Delete the whole history?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="316"/>
        <source>Delete every finished game from the history? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="324"/>
        <source>The history is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="348"/>
        <source>The chosen player&apos;s games by role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="50"/>
        <source>Exported to {path} (games: {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="82"/>
        <source>Nothing was imported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="66"/>
        <source>Imported: {added} new games; already in the history: {known}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="112"/>
        <source>Export the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="118"/>
        <source>Import a history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="338"/>
        <location filename="../gui/history/screen.py" line="339"/>
        <source>Game history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="340"/>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="341"/>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="342"/>
        <location filename="../gui/history/stats_tabs.py" line="80"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="98"/>
        <location filename="../gui/history/screen.py" line="342"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="342"/>
        <source>Evenings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="342"/>
        <source>Real and simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="26"/>
        <source>{name} (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="94"/>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="96"/>
        <source>Winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="97"/>
        <source>Winning side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="89"/>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="79"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="195"/>
        <source>too few games: {games}/{needed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="203"/>
        <source>{game} · {players} · {variant}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="53"/>
        <source>Nothing was exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="54"/>
        <source>Nothing was exported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="74"/>
        <source>The import was cancelled. Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="76"/>
        <source>Nothing was imported: the file is not a history this app could have written ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="89"/>
        <source>game {n} in the file, field “{field}”: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen_transfers.py" line="91"/>
        <source>game {n} in the file: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="82"/>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="83"/>
        <source>Longest streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="87"/>
        <source>As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="88"/>
        <source>Role or side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="225"/>
        <source>Your games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="226"/>
        <source>Simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="223"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/stats_tabs.py" line="157"/>
        <source>&amp;Evening:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="100"/>
        <source>No finished games yet. Every game played to its end screen is kept here (Settings: “Keep finished games in the game history”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="103"/>
        <source>&amp;Show end screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/games_tab.py" line="104"/>
        <source>&amp;Delete game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="351"/>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="352"/>
        <source>Export &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="353"/>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="354"/>
        <source>&amp;Forget player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="355"/>
        <source>Delete &amp;everything…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/screen.py" line="356"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryRules</name>
    <message>
        <location filename="../gui/history/rules_section.py" line="60"/>
        <source>{rate} ({low}–{high} %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="88"/>
        <source>In your games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="90"/>
        <source>Finished games are not kept (settings: “Keep finished games in the game history”), so there are no results of your own to show beside the simulated ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="110"/>
        <source>The game history cannot be read ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="112"/>
        <source>The game history holds no finished game of {game} yet. Once your group has played some, its results are shown here beside the simulated ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="120"/>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="121"/>
        <source>{players} players, {variant}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="123"/>
        <source>How often each side won in your games of {game}, with a 95 % interval, beside the lab&apos;s simulated games. With fewer than {n} games at a table there are too few to say anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="128"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="128"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="128"/>
        <source>Your games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="128"/>
        <source>Simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="133"/>
        <source>{rate}, won {won} of {games}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="135"/>
        <source>not simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="139"/>
        <source>{table} ({games} of {needed} games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/rules_section.py" line="141"/>
        <source>Too few games to say anything yet: {tables}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../gui/games/log_model.py" line="70"/>
        <source>{name} looked at their own cards again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/log_model.py" line="72"/>
        <source>Wins this evening so far: {standings}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/log_model.py" line="74"/>
        <source>The computer plays for: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/log_model.py" line="76"/>
        <source>{name}&apos;s click was taken back: it was a mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/log_model.py" line="88"/>
        <source>{name} {did}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/log_model.py" line="89"/>
        <source>{name} says: {claim}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../gui/table_kit/log_view.py" line="158"/>
        <source>New entries ↓</source>
        <extracomment>Room inside a row around its text, in pixels (left/right, top/bottom).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/persistence/settings.py" line="150"/>
        <source>settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/autosave.py" line="251"/>
        <source>saved game</source>
        <extracomment>Room for everything in a save that is not public: the seed, every action (a Diamantenraub set-aside, a &quot;took nothing&quot;, how many diamonds), the flow, the save number. The largest measured: under 2.5 KB for a whole game (Tempelgold at 10 players, config included). The padded content is a multiple of this.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_boot.py" line="184"/>
        <source>The saved game cannot be continued in this version of Kartentisch. It was kept as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_start.py" line="69"/>
        <location filename="../gui/shell/window_start.py" line="179"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_start.py" line="69"/>
        <source>End the running game and start a new one? Until the next game begins, the start screen can still continue it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_start.py" line="108"/>
        <source>The saved game could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_start.py" line="129"/>
        <source>This game has no first game with explanations yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_start.py" line="179"/>
        <source>Discard the saved game for good?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="152"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="153"/>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="154"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="155"/>
        <source>Game &amp;history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="156"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="157"/>
        <source>&amp;Fullscreen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="158"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="159"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="160"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="161"/>
        <source>Rules for this &amp;step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="162"/>
        <source>Rules of the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_menus.py" line="163"/>
        <source>&amp;About Kartentisch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/main_window.py" line="358"/>
        <source>The settings could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/main_window.py" line="369"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/main_window.py" line="369"/>
        <source>Quit Kartentisch? The game is saved and can be resumed next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_start.py" line="152"/>
        <source>Check the players and the options, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_start.py" line="153"/>
        <source>The game cannot start: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/shell/window_dialogs.py" line="36"/>
        <source>“No” is focused: Enter or Escape answers no, Tab moves to “Yes”.</source>
        <translation>“No” is focused: Enter or Escape answers no, Tab moves to “Yes”.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../gui/text/names.py" line="37"/>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/names.py" line="39"/>
        <source>The name of player {n} is longer than {max} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/names.py" line="41"/>
        <source>The name of player {n} is too wide to show: at most {max} letters, where a wide letter (such as 漢 or Ｗ) counts as two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/names.py" line="44"/>
        <source>The name of player {n} contains an invisible or control character (U+{code}). Names may contain only visible letters, digits, marks and spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/names.py" line="51"/>
        <source>Two players are called “{name}”. Every name must be different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/names.py" line="53"/>
        <source>Players {i} and {j}, “{a}” and “{b}”, differ only in capitals. Every name must be different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/names.py" line="55"/>
        <source>Players {i} and {j}, “{a}” and “{b}”, differ only in the width or form of letters. Every name must look different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/names.py" line="57"/>
        <source>Players {i} and {j}, “{a}” and “{b}”, differ only in invisible characters. Every name must look different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/names.py" line="58"/>
        <source>Players {i} and {j}, “{a}” and “{b}”, look the same (letters from different alphabets look alike). Every name must look different.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NeutralCurtain</name>
    <message>
        <location filename="../gui/curtain/handoff.py" line="298"/>
        <source>Show the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="290"/>
        <source>Everyone waits equally long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="293"/>
        <source>Every look behind the curtain lasts at least {seconds} s, so that nobody can tell from the time what someone saw. Then everyone may look at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="296"/>
        <source>The game goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="297"/>
        <source>Put the laptop where everyone can see it, then show the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../gui/shell/notice_bar.py" line="40"/>
        <location filename="../gui/shell/notice_bar.py" line="41"/>
        <source>Close this message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeText</name>
    <message>
        <location filename="../gui/text/notice_text.py" line="35"/>
        <source>the file or folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="37"/>
        <source>Kartentisch is not allowed to use the file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="39"/>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="41"/>
        <source>the disk quota is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="43"/>
        <source>the disk is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="45"/>
        <source>the path is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="47"/>
        <source>the path is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="49"/>
        <source>the disk reported a read or write error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="51"/>
        <source>another program already uses that port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="53"/>
        <source>that address does not belong to this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="54"/>
        <source>the system refused (details in the log file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="64"/>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="66"/>
        <source>it is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="68"/>
        <source>it is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="74"/>
        <source>its content has the wrong form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="76"/>
        <source>its content is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/text/notice_text.py" line="77"/>
        <source>an unexpected error (details in the log file)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gui/screens/start_options.py" line="185"/>
        <source>Who is the Boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_options.py" line="185"/>
        <source>Who starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_options.py" line="188"/>
        <location filename="../gui/screens/start_options.py" line="212"/>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_options.py" line="254"/>
        <source>Automatic with {counts} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_options.py" line="260"/>
        <source>Only with {counts} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_options.py" line="262"/>
        <source>“{value}” only with {counts} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_options.py" line="287"/>
        <source>{boss} is the Boss; the treasure goes clockwise from the Boss, first to {next}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <location filename="../gui/phones/laptop.py" line="58"/>
        <source>Another phone tried to join {name}&apos;s seat and was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/laptop.py" line="93"/>
        <source>Phones are not available ({error}); the curtain is used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <location filename="../gui/phones/dialog.py" line="128"/>
        <source>Phones as private screens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="217"/>
        <source>{name}&apos;s code: scan it with {name}&apos;s phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="218"/>
        <source>Code: {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="219"/>
        <source>Hide the code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="229"/>
        <source>Another phone tried to join {name}&apos;s seat and was refused: {name}&apos;s own phone holds it. If {name}&apos;s phone is lost, press “New phone” on {name}&apos;s line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="272"/>
        <source>Each player with a phone presses their own “show my code” button and scans the code with the phone&apos;s camera (the phone must be on the same Wi-Fi as this laptop), or opens the address below and types the code. Only one code is shown at a time, and it goes away once that phone has joined. Each phone then shows that player&apos;s cards; nobody else&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="278"/>
        <source>Listen on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="279"/>
        <source>Address: {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="295"/>
        <source>Cannot listen on {address}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../gui/screens/pin_dialog.py" line="20"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/pin_dialog.py" line="28"/>
        <source>{name} can protect their cards with a four-digit PIN. Leave it empty for no PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/pin_dialog.py" line="42"/>
        <source>&amp;PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/pin_dialog.py" line="42"/>
        <source>&amp;Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/pin_dialog.py" line="58"/>
        <source>The two PINs differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/pin_dialog.py" line="61"/>
        <source>A PIN has exactly four digits.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivateFrame</name>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="169"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="169"/>
        <location filename="../gui/curtain/private_frame.py" line="178"/>
        <source>Hide hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="177"/>
        <source>Hint: what can I do now, what do I know? Only for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="191"/>
        <location filename="../gui/curtain/private_frame.py" line="212"/>
        <source>Done — cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="195"/>
        <location filename="../gui/curtain/private_frame.py" line="217"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="195"/>
        <location filename="../gui/curtain/private_frame.py" line="217"/>
        <source>Choose, then hold here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="208"/>
        <source>Only for {name} — nobody else looks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="214"/>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeScreen</name>
    <message>
        <location filename="../gui/screens/resume.py" line="51"/>
        <source>Resume the saved game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/resume.py" line="53"/>
        <source>{game} with {names} — {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/resume.py" line="57"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/resume.py" line="58"/>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../gui/dialogs/rules.py" line="90"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/rules.py" line="121"/>
        <source>The rules could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <location filename="../gui/phones/dialog.py" line="94"/>
        <source>{name} uses the laptop&apos;s curtain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="96"/>
        <source>{name}&apos;s phone holds seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="98"/>
        <source>(connection lost; it comes back by itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="100"/>
        <source>waiting for {name}&apos;s phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="102"/>
        <source>{name}: show my code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="104"/>
        <source>Use the curtain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="105"/>
        <source>{name}: use the curtain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="107"/>
        <source>New phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="107"/>
        <source>Use a phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="108"/>
        <source>{name}: new phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/dialog.py" line="109"/>
        <source>{name}: use a phone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatChooser</name>
    <message>
        <location filename="../gui/screens/choose_seat.py" line="67"/>
        <source>Look at my cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/choose_seat.py" line="68"/>
        <source>Who wants to look? The others look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/choose_seat.py" line="69"/>
        <source>Back to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/choose_seat.py" line="72"/>
        <source>Asks for a PIN</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../gui/games/game_persistence.py" line="82"/>
        <source>The game could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/private_steps.py" line="212"/>
        <source>That move is not possible. Nothing was changed; {name}&apos;s turn starts again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="43"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="55"/>
        <source>Like the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="56"/>
        <source>German (B D K A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="57"/>
        <source>English (J Q K A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="61"/>
        <location filename="../gui/dialogs/settings_dialog.py" line="71"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="64"/>
        <source>Press and hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="65"/>
        <source>Button after a short delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="74"/>
        <source>Every computer turn takes this long, whatever it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="75"/>
        <source>Fullscreen (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="77"/>
        <source>Keep finished games in the game history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="80"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="81"/>
        <source>Card deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="82"/>
        <source>Card letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="83"/>
        <source>Hide private screens after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="84"/>
        <source>Reveal with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="85"/>
        <source>A computer&apos;s turn takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="88"/>
        <source>Private screens also hide at once when the window loses focus.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message numerus="yes">
        <location filename="../gui/screens/start.py" line="243"/>
        <source>Add %n more.</source>
        <translation>
            <numerusform>Add %n more.</numerusform>
            <numerusform>Add %n more.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="361"/>
        <source>A new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="362"/>
        <source>Choose a game, sit down around the laptop and enter your names in seat order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="363"/>
        <source>GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="239"/>
        <source>{game} cannot be played in this version yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/screens/start.py" line="241"/>
        <source>{game} needs at least %n players.</source>
        <translation>
            <numerusform>{game} needs at least %n player.</numerusform>
            <numerusform>{game} needs at least %n players.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="245"/>
        <source>A computer player can take a seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/screens/start.py" line="248"/>
        <source>{game} is played by at most %n players.</source>
        <translation>
            <numerusform>{game} is played by at most %n player.</numerusform>
            <numerusform>{game} is played by at most %n players.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="251"/>
        <source>{game} has no computer players: choose another screen for {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="254"/>
        <source>One seat at least must be a person: choose the curtain or a phone for one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="310"/>
        <source>Boss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="359"/>
        <source>Continue the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="372"/>
        <source>First game
with explanations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="373"/>
        <source>{game}: first game with explanations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="375"/>
        <source>The example from the rules, played step by step; the computer plays the other seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="346"/>
        <source>{game}
{low} to {high} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="360"/>
        <source>Game &amp;history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="368"/>
        <source>{game}&apos;s table is coming in a later version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="319"/>
        <source>PLAYERS, CLOCKWISE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="133"/>
        <location filename="../gui/screens/start_players.py" line="320"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="137"/>
        <source>Where {name} sees their own cards: behind the laptop&apos;s curtain or on their own phone; or a computer plays this seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="148"/>
        <source>PIN for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="321"/>
        <source>New player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="322"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="143"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="46"/>
        <source>Own phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="48"/>
        <source>Computer (easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="50"/>
        <source>Computer (strong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="51"/>
        <source>Laptop (curtain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="127"/>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="134"/>
        <source>Name of seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="135"/>
        <source>{name}: screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="141"/>
        <source>Move {name} up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="142"/>
        <source>Move {name} down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="144"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="145"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="146"/>
        <source>Remove {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="147"/>
        <source>PIN…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="232"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="323"/>
        <source>Add a computer player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="325"/>
        <source>List everyone in the order you sit (↑ ↓ move a player). Click a name to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start_players.py" line="328"/>
        <source>Each player chooses where they see their own cards: behind the laptop&apos;s curtain, or on their own phone (same Wi-Fi, no app needed). The laptop always shows the table. A seat may also be played by the computer, easy or strong; one seat at least is a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="377"/>
        <source>OPTIONS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="378"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../gui/persistence/autosave.py" line="94"/>
        <source>This saved game is older than the last one Kartentisch saved of the same game (save {found} of {last}): an earlier copy of the file was put back. The newer state is not on this computer any more. You can continue the older one or start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/autosave.py" line="253"/>
        <source>it was changed outside Kartentisch, or it belongs to another key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/autosave.py" line="256"/>
        <source>the game in it cannot be continued as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/file_problem.py" line="38"/>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/file_problem.py" line="39"/>
        <source>it is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/file_problem.py" line="40"/>
        <source>it cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/file_problem.py" line="41"/>
        <location filename="../gui/persistence/storage.py" line="265"/>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/file_problem.py" line="42"/>
        <location filename="../gui/persistence/storage.py" line="251"/>
        <location filename="../gui/persistence/storage.py" line="258"/>
        <source>it is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/file_problem.py" line="43"/>
        <source>it is a link to a place outside the app&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/storage.py" line="256"/>
        <source>it is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/storage.py" line="260"/>
        <source>its content has the wrong form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/storage.py" line="261"/>
        <source>the entry “{entry}” has a value that is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/storage.py" line="281"/>
        <source>The {what} could not be read ({error}) and was set aside. You find it at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/persistence/storage.py" line="283"/>
        <source>The {what} could not be read ({error}). It could not be set aside either (is its folder read-only?), so it is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <location filename="../gui/games/take_back.py" line="54"/>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/take_back.py" line="58"/>
        <source>Undo: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/take_back.py" line="130"/>
        <source>Undo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/games/take_back.py" line="131"/>
        <source>{name} clicked by mistake — undo?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransferBar</name>
    <message>
        <location filename="../gui/history/transfer.py" line="114"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/transfer.py" line="115"/>
        <source>Import or export in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/history/transfer.py" line="116"/>
        <source>Cancel the import or export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaitingBanner</name>
    <message>
        <location filename="../gui/phones/banner.py" line="63"/>
        <source>Waiting for {name}&apos;s phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/banner.py" line="65"/>
        <source>Waiting for the phones of {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/phones/banner.py" line="68"/>
        <source>Phones…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
