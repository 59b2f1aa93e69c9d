"""The shared table toolkit: the style, focus handling, widgets and graphics items that both
games' screens use. It imports neither game (``tests/architecture/test_table_kit.py``)."""
