"""The bundle's entry point: what the ``kartentisch`` gui-script does in an installed venv."""
from gui.app import main

raise SystemExit(main())
