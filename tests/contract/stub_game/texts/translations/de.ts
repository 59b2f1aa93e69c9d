<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>HoeherOderTiefer</name>
    <message>
        <location filename="../../ui.py" line="60"/>
        <source>Higher</source>
        <translation>Höher</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="61"/>
        <source>Lower</source>
        <translation>Tiefer</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="107"/>
        <source>Turn the table card over</source>
        <translation>Tischkarte aufdecken</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="108"/>
        <source>Look again</source>
        <translation>Nochmal ansehen</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="126"/>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <location filename="../../ui.py" line="127"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
</TS>
