"""The shared table toolkit: the style, focus handling, widgets and graphics items that both
games' screens use, the frame around a table screen (table_frame), the log view, the card
animations' building blocks (card_motion) and shrinking a name to fit (text_fit); and two
controls every screen and dialog uses: a value control the wheel changes only once focused
(calm_wheel) and a check box whose tick can be seen (clear_check). It imports neither game
(``tests/architecture/test_table_kit.py``)."""
