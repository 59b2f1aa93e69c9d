<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Controller</name>
    <message>
        <location filename="../gui/controller.py" line="233"/>
        <location filename="../gui/controller.py" line="388"/>
        <source>Everyone looks at their new chambers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="243"/>
        <source>Round {n} is over — the chambers are reshuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="313"/>
        <source>End the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="314"/>
        <source>The Abenteurer can no longer find all the gold. End the game now — the Wächter win?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/controller.py" line="407"/>
        <source>The game could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckCheck</name>
    <message>
        <location filename="../gui/cards/deck_check.py" line="90"/>
        <source>it declares an entity that refers to something outside the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="92"/>
        <source>it declares a very long entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="94"/>
        <source>it declares too many entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="110"/>
        <source>The card deck “{name}” is not a valid SVG file ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="111"/>
        <source>The card deck “{name}” cannot be used: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="156"/>
        <source>The card deck “{name}” refers to something outside the file ({what}); such decks are not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="176"/>
        <location filename="../gui/cards/deck_check.py" line="184"/>
        <source>The card deck “{name}” refers to itself in a circle; it cannot be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="178"/>
        <source>The card deck “{name}” is nested too deeply to be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="197"/>
        <source>The card deck “{name}” is far too costly to draw (more than {limit} shapes once its references are expanded); it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="271"/>
        <source>The card deck “{name}” failed before and is not loaded again. Choose it in the settings to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="306"/>
        <source>The card deck “{name}” could not be used last time, so the Kartentisch deck is used. Choose it in the settings to try it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="322"/>
        <source>The card deck “{name}” is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="347"/>
        <source>The card deck “{name}” takes far too long to draw; it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/deck_check.py" line="352"/>
        <source>The card deck “{name}” cannot be drawn; it is not used.</source>
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
        <location filename="../gui/cards/decks.py" line="213"/>
        <source>The card deck file {path} is too large (more than {mb} MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/decks.py" line="207"/>
        <location filename="../gui/cards/decks.py" line="210"/>
        <source>The card deck file {path} cannot be read ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/cards/decks.py" line="216"/>
        <source>The card deck file {path} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExceptHook</name>
    <message>
        <location filename="../gui/excepthook.py" line="101"/>
        <source>Something went wrong inside Kartentisch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/excepthook.py" line="102"/>
        <source>The game is saved after every completed step: you can carry on, or quit and resume where you were. A report of the error (without any secrets) is in {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOffScreen</name>
    <message>
        <location filename="../gui/curtain/handoff.py" line="95"/>
        <source>Pass the device to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="97"/>
        <source>Hold to show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="97"/>
        <source>Show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="100"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="101"/>
        <source>Only {name} may look. Enter your PIN, then press the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="103"/>
        <source>Only {name} may look. Press and hold the button until the ring is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="105"/>
        <source>Only {name} may look. The button unlocks after a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="108"/>
        <source>Back to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="110"/>
        <location filename="../gui/curtain/handoff.py" line="121"/>
        <source>Wrong PIN. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gui/main_window.py" line="282"/>
        <source>The {what} could not be read and was set aside ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/settings.py" line="105"/>
        <source>settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="284"/>
        <source>You find it at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/autosave.py" line="155"/>
        <source>saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="171"/>
        <source>The saved game cannot be continued in this version of Kartentisch. It was kept as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="206"/>
        <location filename="../gui/main_window.py" line="244"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="206"/>
        <source>End the running game and start a new one? The running game will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="244"/>
        <source>Discard the saved game for good?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="341"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="342"/>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="343"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="344"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="345"/>
        <source>&amp;Fullscreen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="346"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="347"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="348"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="349"/>
        <source>Rules of the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="426"/>
        <source>The settings could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="461"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/main_window.py" line="461"/>
        <source>Quit Kartentisch? The game is saved and can be resumed next time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../gui/names.py" line="32"/>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/names.py" line="34"/>
        <source>The name of player {n} is longer than {max} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/names.py" line="37"/>
        <source>The name of player {n} contains an invisible or control character (U+{code}). Names may contain only visible letters, digits, marks and spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/names.py" line="44"/>
        <source>Two players are called “{name}”. Every name must be different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/names.py" line="46"/>
        <source>“{a}” and “{b}” differ only in capitals. Every name must be different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/names.py" line="48"/>
        <source>“{a}” and “{b}” differ only in the width or form of letters. Every name must look different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/names.py" line="51"/>
        <source>“{a}” and “{b}” look the same (letters from different alphabets look alike). Every name must look different.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NeutralCurtain</name>
    <message>
        <location filename="../gui/curtain/handoff.py" line="156"/>
        <source>The game is waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="157"/>
        <source>Everyone may look at the table now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/handoff.py" line="158"/>
        <source>Show the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../gui/main_window.py" line="71"/>
        <location filename="../gui/main_window.py" line="72"/>
        <source>Close this message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../gui/screens/start.py" line="89"/>
        <location filename="../gui/screens/start.py" line="110"/>
        <source>PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="97"/>
        <source>{name} can protect their cards with a four-digit PIN. Leave it empty for no PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="112"/>
        <source>Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="124"/>
        <source>The two PINs differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="127"/>
        <source>A PIN has exactly four digits.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivateFrame</name>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="46"/>
        <source>Only for {name} — nobody else looks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/curtain/private_frame.py" line="47"/>
        <source>Done — hide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResumeScreen</name>
    <message>
        <location filename="../gui/screens/resume.py" line="42"/>
        <source>Resume the saved game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/resume.py" line="44"/>
        <source>{game} with {names} — round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/resume.py" line="48"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/resume.py" line="49"/>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../gui/dialogs/rules.py" line="14"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/rules.py" line="24"/>
        <source>The rules could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatChooser</name>
    <message>
        <location filename="../gui/screens/choose_seat.py" line="48"/>
        <source>Look at my cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/choose_seat.py" line="49"/>
        <source>Who wants to look? The others look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/choose_seat.py" line="50"/>
        <source>Back to the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="41"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="53"/>
        <source>Like the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="54"/>
        <source>German (B D K A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="55"/>
        <source>English (J Q K A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="59"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="62"/>
        <source>Press and hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="63"/>
        <source>Button after a short delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="65"/>
        <source>Fullscreen (F11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="68"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="69"/>
        <source>Card deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="70"/>
        <source>Card letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="71"/>
        <source>Hide private screens after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="72"/>
        <source>Reveal with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/dialogs/settings_dialog.py" line="74"/>
        <source>Private screens also hide at once when the window loses focus.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message numerus="yes">
        <location filename="../gui/screens/start.py" line="279"/>
        <source>Tempelgold needs at least %n players.</source>
        <translation>
            <numerusform>Tempelgold needs at least %n player.</numerusform>
            <numerusform>Tempelgold needs at least %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/screens/start.py" line="280"/>
        <source>Add %n more.</source>
        <translation>
            <numerusform>Add %n more.</numerusform>
            <numerusform>Add %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../gui/screens/start.py" line="283"/>
        <source>Tempelgold is played by at most %n players.</source>
        <translation>
            <numerusform>Tempelgold is played by at most %n player.</numerusform>
            <numerusform>Tempelgold is played by at most %n players.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="285"/>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="289"/>
        <source>Two players are called “{name}”. Every name must be different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="356"/>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="398"/>
        <source>A new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="399"/>
        <source>Choose a game, sit down around the laptop and enter your names in seat order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="400"/>
        <source>GAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="401"/>
        <source>Tempelgold
3 to 10 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="403"/>
        <source>Adventurers search a temple for gold; secret Wächter lure them into traps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="405"/>
        <source>Diamantenraub
5 to 12 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="406"/>
        <source>Diamantenraub&apos;s table is coming in a later version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="407"/>
        <source>PLAYERS, CLOCKWISE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="408"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="409"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="410"/>
        <location filename="../gui/screens/start.py" line="412"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="411"/>
        <location filename="../gui/screens/start.py" line="413"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="414"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="415"/>
        <source>PIN…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="417"/>
        <source>Drag names (or use ↑ ↓) to match where everyone sits. Double-click a name to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="419"/>
        <source>OPTIONS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="420"/>
        <source>Only one trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="425"/>
        <source>Who starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/screens/start.py" line="426"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../gui/autosave.py" line="157"/>
        <source>it was changed outside Kartentisch, or it belongs to another key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/autosave.py" line="160"/>
        <source>the game in it cannot be continued as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="79"/>
        <source>it is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="80"/>
        <source>it is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="81"/>
        <source>it cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="82"/>
        <location filename="../gui/storage.py" line="310"/>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="83"/>
        <location filename="../gui/storage.py" line="296"/>
        <location filename="../gui/storage.py" line="303"/>
        <source>it is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="301"/>
        <source>it is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="305"/>
        <source>its content has the wrong form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="306"/>
        <source>the entry “{entry}” has a value that is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="312"/>
        <source>it cannot be read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="328"/>
        <source>The {what} could not be read ({error}) and was set aside. You find it at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/storage.py" line="330"/>
        <source>The {what} could not be read ({error}). It could not be set aside either (is its folder read-only?), so it is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TempelgoldEndScreen</name>
    <message>
        <location filename="../gui/tempelgold/end.py" line="178"/>
        <source>Abenteurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="178"/>
        <source>Wächter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="182"/>
        <source>The Abenteurer win — all the gold has been found!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="184"/>
        <source>The Wächter win — the last fire trap has been opened!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="186"/>
        <source>The Wächter win — four rounds are over and gold is still hidden!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="187"/>
        <source>The Wächter win — the gold can no longer be found!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="204"/>
        <source>Winners: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="205"/>
        <source>Nobody wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="210"/>
        <source>left over, in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="212"/>
        <source>Round %1/%2 · Gold %3/%4 · Traps %5/%6 · %7 empty chambers opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="214"/>
        <source>Gold %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="215"/>
        <source>Empty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="217"/>
        <source>Traps %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="218"/>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/end.py" line="219"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TempelgoldPrivatePanel</name>
    <message>
        <location filename="../gui/tempelgold/private.py" line="151"/>
        <source>Abenteurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/private.py" line="151"/>
        <source>Wächter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/private.py" line="157"/>
        <source>Your secret role and your chambers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/private.py" line="159"/>
        <source>Round %1: your new chambers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/private.py" line="161"/>
        <source>Your cards in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/private.py" line="163"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/private.py" line="165"/>
        <source>Your chambers this round (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/private.py" line="167"/>
        <source>%1 × Gold · %2 × empty · %3 × fire trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/private.py" line="168"/>
        <source>You don&apos;t know their order on the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TempelgoldTableScreen</name>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="433"/>
        <source>Game log</source>
        <extracomment>Static items (rows, piles, plates, the key) are cached as device pixmaps: a repaint then blits ~70 pixmaps instead of re-running every paint(). Measured in bench/bench_table.py: ~10 ms → ~3 ms per full repaint at ten players. The flying card is not cached (it changes every frame). Durations of the opening animation (flip where it lay, then fly to the pile), ~600 ms.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="434"/>
        <source>Look at my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="435"/>
        <source>The Abenteurer can no longer win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="436"/>
        <source>End game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="437"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="450"/>
        <source>Round %1/%2 · %3/%4 opened · Gold %5/%6 · Traps %7/%8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="456"/>
        <source>%1 holds the key: click a chamber of another player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="458"/>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="646"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="646"/>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../gui/tempelgold/screen.py" line="647"/>
        <source>Traps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
