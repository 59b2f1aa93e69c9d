"""The look: the one colour palette and the app's stylesheet."""
