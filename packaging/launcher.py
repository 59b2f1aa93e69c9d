"""The bundle's entry point: what the ``kartentisch`` gui-script does in an installed venv.

Two extras, only here: ``kartentisch --bundle-check`` runs ``packaging/bundle_check.py``
inside the frozen app (the phone server, the seal, the name checks; see there) instead of
the app, so a build can prove that what the bundle leaves out was not needed. And
``kartentisch --deck-trial DECK.svg`` renders a newly picked deck once, as the child
process of the settings' deck check (``gui.cards.deck_trial.pick``), because a frozen
app has no Python interpreter to run ``-m gui.cards.deck_trial`` with. Likewise
``kartentisch --deck-render DECK.svg INDEX_SET DIRECT_LIMIT`` is the render child of a
user's deck (``gui.cards.render_child``): the only process that parses a deck not ours.
"""
import sys

if sys.argv[1:] == ["--bundle-check"]:
    from bundle_check import main as check  # packaging/, next to this script

    raise SystemExit(check())

if len(sys.argv) == 3 and sys.argv[1] == "--deck-trial":
    from gui.cards.deck_trial import trial_main

    raise SystemExit(trial_main(sys.argv[2]))

if len(sys.argv) == 5 and sys.argv[1] == "--deck-render":
    from gui.cards.render_child import main as render_child

    raise SystemExit(render_child(*sys.argv[2:5]))

from gui.app import main  # noqa: E402 - after the check's branch, which must not start the app

raise SystemExit(main())
