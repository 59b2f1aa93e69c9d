"""Outside the games' own packages, no product file names a game (issue 21).

Shared code asks a game's description (``engine.game_info.GameInfo``) and never names a game:
no game id or title in its code (a string, a name), no import of a game's module. The one
place that lists the app's own games is ``pyproject.toml``'s entry points (group
``kartentisch.games``), which ``engine/registry.py`` discovers. Comments and docstrings may use a game
as an example; tests, fixtures and docs are not product files. A game's own packages are
found from its description (``module``, ``ui_module``, ``lab_module``), so a new game's
packages are exempt without a line here.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

from engine.registry import GAMES

from .imports import ROOT, product_modules

THE_ONE_LIST = "pyproject.toml"

#: Files that still name games, each waiting for work that is not this test's (remove an
#: entry once the file is game-agnostic; the test fails when an entry is no longer needed).
KNOWN_EXCEPTIONS: set[str] = set()


def _own_packages() -> set[str]:
    packages: set[str] = set()
    for info in GAMES.values():
        packages.add(info.module)
        if info.ui_module:
            packages.add(info.ui_module.rpartition(".")[0] or info.ui_module)
        if info.lab_module:
            packages.add(info.lab_module)
    return packages


def _words() -> set[str]:
    return {w.lower() for info in GAMES.values() for w in (info.id, info.title)}


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
        # an attribute's docstring: a bare string right after an assignment
        for field in ("body", "orelse"):
            stmts = getattr(node, field, None)
            if isinstance(stmts, list):
                for before, after in zip(stmts, stmts[1:]):
                    if isinstance(before, (ast.Assign, ast.AnnAssign)) and isinstance(after, ast.Expr) \
                            and isinstance(after.value, ast.Constant) and isinstance(after.value.value, str):
                        ids.add(id(after.value))
    return ids


def names_of_games(source: str, filename: str, packages: set[str], words: set[str]) -> list[str]:
    """Where a Python file names a game: ``line: what``."""
    found: list[str] = []
    pattern = re.compile("|".join(re.escape(w) for w in sorted(words)), re.IGNORECASE)
    tree = ast.parse(source, filename)
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            targets = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        else:
            targets = []
        for target in targets:
            if any(target == p or target.startswith(p + ".") for p in packages):
                found.append(f"{line}: imports {target}")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            if pattern.search(node.value):
                found.append(f"{line}: the string {node.value[:60]!r}")
        elif isinstance(node, ast.Name) and pattern.search(node.id):
            found.append(f"{line}: the name {node.id}")
        elif isinstance(node, ast.Attribute) and pattern.search(node.attr):
            found.append(f"{line}: the name {node.attr}")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and pattern.search(node.name):
            found.append(f"{line}: the name {node.name}")
    return sorted(set(found), key=lambda f: int(f.split(":")[0]))


def _web_code(text: str) -> str:
    """A script's, page's or style sheet's text without its comments."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    return re.sub(r"(?m)(^|[^:])//[^\n]*", r"\1", text)


def _product_files() -> list[Path]:
    packages = _own_packages()
    files = []
    for top in ("engine", "gui", "lab"):
        for path in sorted((ROOT / top).rglob("*")):
            if not path.is_file() or path.suffix not in (".py", ".js", ".html", ".css"):
                continue
            dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            if any(dotted == p or dotted.startswith(p + ".") for p in packages):
                continue
            files.append(path)
    return files


def test_no_shared_file_names_a_game() -> None:
    packages, words = _own_packages(), _words()
    assert len(packages) >= 2 * len(GAMES)
    offenders: dict[str, list[str]] = {}
    for path in _product_files():
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".py":
            found = names_of_games(text, rel, packages, words)
        else:
            code = _web_code(text).lower()
            found = [f"names {w}" for w in sorted(words) if w in code]
        if found:
            offenders[rel] = found
    unexpected = {f: v for f, v in offenders.items() if f not in KNOWN_EXCEPTIONS}
    assert not unexpected, "shared files that name a game:\n" + "\n".join(
        f"{f}: {'; '.join(v[:6])}" for f, v in sorted(unexpected.items()))
    stale = sorted(KNOWN_EXCEPTIONS - set(offenders))
    assert not stale, f"these files no longer name a game: take them off KNOWN_EXCEPTIONS: {stale}"


def test_the_check_finds_a_game_named_in_code_not_in_a_comment() -> None:
    packages, words = _own_packages(), _words()
    game = next(iter(GAMES.values()))
    quiet = f'"""{game.title} is an example here."""\n# {game.id} in a comment\nx = 1\n'
    assert names_of_games(quiet, "x.py", packages, words) == []
    loud = f'from {game.module} import Config\nkind = "{game.id}"\ndef {game.id}_view(): ...\n'
    found = names_of_games(loud, "x.py", packages, words)
    assert [f.split(":")[0] for f in found] == ["1", "1", "2", "3"], found
    assert _web_code(f'// {game.id}\nconst a = 1; /* {game.id} */').lower().count(game.id) == 0
    assert game.id in _web_code(f'const kind = "{game.id}";').lower()


def test_the_entry_points_are_the_one_list() -> None:
    """Every listed game is there through an entry point; the app's own through pyproject.toml's."""
    import tomllib
    from importlib.metadata import entry_points

    from engine.registry import ENTRY_POINT_GROUP

    assert product_modules()  # the product is there
    declared = tomllib.loads((ROOT / THE_ONE_LIST).read_text(encoding="utf-8"))["project"]["entry-points"][ENTRY_POINT_GROUP]
    found = {point.name: point.value for point in entry_points(group=ENTRY_POINT_GROUP)}
    for game_id, target in declared.items():
        assert found.get(game_id) == target, f"{game_id} is declared but not installed (pip install -e . again?)"
        assert game_id in GAMES
    assert set(GAMES) <= set(found), "a listed game without an entry point"


# -- the phone page names no game's action (issue 21) -------------------------------------------
def _action_names() -> set[str]:
    """Every action type of every registered game (its engine module's ``ACTION_TYPES``)."""
    names: set[str] = set()
    for info in GAMES.values():
        types = getattr(info.load(), "ACTION_TYPES", None)
        assert types, f"{info.module} lists no ACTION_TYPES"
        names |= set(types)
    return names


def actions_named(code: str, names: set[str]) -> list[str]:
    """The action types that a script's code (comments taken out) names as a word."""
    return sorted(n for n in names if re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", _web_code(code)))


def test_no_shared_web_file_names_a_games_action() -> None:
    """The phone page's choice controls come from the running game's script (``choices`` of
    ``window.kartentischGame``): a shared script that names a game's action ("SetAside",
    "TakeDiamonds", "Open") draws that game's controls for every game."""
    names = _action_names()
    assert {"Open", "SetAside"} <= names  # both games' actions are in the list
    offenders = {}
    for path in _product_files():
        if path.suffix in (".js", ".html"):
            found = actions_named(path.read_text(encoding="utf-8"), names)
            if found:
                offenders[path.relative_to(ROOT).as_posix()] = found
    assert not offenders, f"shared web files that name a game's action: {offenders}"


def test_the_action_check_finds_an_action_in_code_not_in_a_comment() -> None:
    names = _action_names()
    assert actions_named('// a "SetAside" in a comment\nconst x = 1; /* Open */', names) == []
    assert actions_named("if (WebSocket.OPEN) open(); const takeDiamonds = 1;", names) == []
    assert actions_named('picker("TakeDiamonds", "take_q");\nif (a.type === "Open") go();', names) == ["Open", "TakeDiamonds"]
