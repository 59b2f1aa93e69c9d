"""The ``kartentisch`` entry point: parses the command line and starts the app.

Until the app screens land this dispatches ``--gallery`` (owned by ``gui.cards.gallery``)
and ``--smoke``; the main window is added by the app work.
"""
from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kartentisch", description="Kartentisch: hot-seat card games")
    parser.add_argument("--gallery", metavar="OUT.png", help="render every card of a deck into one PNG and exit")
    parser.add_argument("--deck", metavar="ID", help="deck id for --gallery (default: our own deck)")
    parser.add_argument("--index-set", choices=("de", "en"), help="index letters of our own deck for --gallery")
    parser.add_argument("--smoke", action="store_true", help="build the main window, paint one frame, exit 0")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.gallery:
        from gui.cards.gallery import run_gallery

        return run_gallery(args.gallery, deck_id=args.deck, index_set=args.index_set)
    raise SystemExit("kartentisch: the app window is not built yet; use --gallery OUT.png")


if __name__ == "__main__":
    raise SystemExit(main())
