"""Where the checkout's Qt catalogues are, for the tests that read the ``.ts`` sources: the
app's (``translations/kartentisch_<lang>.ts``, its own strings) and each registered game's
(``<texts_package>/translations/<lang>.ts``, its screens' strings; issue 36). The ``.ts``
files are not package data (only the compiled ``.qm`` are shipped), so they are found in the
checkout, by the package's dotted name."""
from __future__ import annotations

from pathlib import Path

from engine.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]


def app_catalogue(lang: str) -> Path:
    """The app's own catalogue source in ``lang``."""
    return ROOT / "translations" / f"kartentisch_{lang}.ts"


def game_folder(texts_package: str) -> Path:
    """The checkout's folder of a game's texts package (``gui.tempelgold.texts``)."""
    return ROOT.joinpath(*texts_package.split("."))


def game_catalogues(lang: str) -> dict[str, Path]:
    """Each registered game's catalogue source in ``lang``, by game id (games with texts only)."""
    return {game_id: game_folder(info.texts_package) / "translations" / f"{lang}.ts"
            for game_id, info in GAMES.items() if info.texts_package}


def all_catalogues(lang: str) -> list[Path]:
    """Every catalogue source in ``lang``: the app's first, then the games'."""
    return [app_catalogue(lang), *game_catalogues(lang).values()]
