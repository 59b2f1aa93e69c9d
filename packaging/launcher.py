"""The bundle's entry point: what the ``kartentisch`` gui-script does in an installed venv.

One extra, only here: ``kartentisch --bundle-check`` runs ``packaging/bundle_check.py``
inside the frozen app (the phone server, the seal, the name checks; see there) instead of
the app, so a build can prove that what the bundle leaves out was not needed.
"""
import sys

if sys.argv[1:] == ["--bundle-check"]:
    from bundle_check import main as check  # packaging/, next to this script

    raise SystemExit(check())

from gui.app import main  # noqa: E402 - after the check's branch, which must not start the app

raise SystemExit(main())
