"""The shared table toolkit: the style, focus handling, widgets and graphics items that both
games' screens use, the frame around a table screen (table_frame), the log view, the card
animations' building blocks (card_motion) and shrinking a name to fit (text_fit). It imports
neither game (``tests/architecture/test_table_kit.py``)."""
