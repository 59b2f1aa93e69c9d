"""The self-checks: ``kartentisch --selfplay`` (selfplay), the privacy scan of what a
person in front of the screen can see (privacy), and the layout check (layout_check)."""
