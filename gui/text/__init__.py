"""Text: what the app says, in the user's language. The language switch (i18n), player
names, failures in words (notice_text) and the in-app rules (rules_text)."""
