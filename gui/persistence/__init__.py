"""Persistence: the app's files. Bounded reading and atomic writing (storage), why a file
is not read (file_problem), the settings, the sealed autosave (autosave, seal), what the
start screen reads of them fast (boot_settings, boot_files), and where the app's own
shipped data is (resources). Nothing here names a game."""
