"""Dialogs: rules, settings."""
