"""The PySide6 desktop app. It renders engine views and never holds game state."""
