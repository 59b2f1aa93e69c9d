#!/usr/bin/env python3
"""Move ``gui/``'s top-level modules into packages named after the architecture's parts
(issue 21), and rewrite every reference to them. Run at the repository's root::

    python3 tools/relayout.py            # moves (git mv) and rewrites; prints what it did
    python3 tools/relayout.py --check    # changes nothing; exit 1 if anything is left to do

Why a script and not a commit: other branches edit the moved files at the same time. Run on
any commit of main (before or after those branches are merged), it moves what is still at
its old place and rewrites every reference to an old name, also one that a merged branch
added after the move. A second run does nothing. A reference it cannot rewrite (a quoted
``"session.py"``, ``from gui import`` inside a string, a comment inside a parenthesised
``from gui import (...)``) makes it fail, naming the file and line, before anything is
written.

What it rewrites, in every file git tracks (text files; this script excepted):

* Python imports: ``gui.x`` wherever it is written (``import gui.x``, ``from gui.x import``,
  dotted names in code, strings such as ``"gui.session.Session"`` for monkeypatch, the
  PyInstaller spec's ``"gui.resources"``, ``python -m gui.x``), ``from gui import x, y as z``
  (split by package), and relative imports that reach a moved module or sit in one (made
  absolute first);
* paths: ``gui/x.py`` (docs, the ``.ts`` files' ``location`` lines, tests) and
  ``"gui" / "x.py"`` (pathlib joins in tests);
* ``pyproject.toml``: the new packages in ``[tool.setuptools] packages``; each new package
  gets an ``__init__.py`` with its docstring, and ``gui/games`` and ``gui/table_kit`` have
  theirs said anew (:data:`PACKAGE_DOC_UPDATES`);
* citations of the design notes that lived outside the repository (``ENGINE-API.md``,
  ``TABLES.md``, ``CLARIFICATIONS.md``, ``DESIGN.md``, ``SEAM.md``, the rule texts
  ``<game>.de.txt``): they point at ``docs/`` and the in-app rules instead.

The bots' sources that the shipped balance table is fingerprinted with (:func:`fingerprinted`)
are never changed: it lists what it would have rewritten there instead.

Module files that are not in :data:`MOVES` are left where they are (a module another branch
added stays put; the script lists the top-level modules that remain besides :data:`STAY`,
and ``tests/architecture/test_layout.py`` fails until each is in a part's package).
Two modules stay at ``gui/``'s top level (:data:`STAY`): ``gui/app.py``, the ``kartentisch``
entry point (``gui.app:main`` in pyproject.toml, ``packaging/launcher.py``, ``python -m
gui.app``), and ``gui/memory.py``, which the app, the Session and the autosave all call
(in the shell it would make the parts below the shell import it).

After a merge in which git stopped on a conflict in a moved file (another branch edited a
line the relayout rewrote), take main's side of that file (``git checkout --ours -- FILE``)
and run the script again: it rewrites the old names in it.

Exit status: 0 done (or nothing to do); 1 refused (nothing changed) or, with ``--check``,
something left to do; 2 not at the repository's root.

This script is a one-off migration: once the lead has run it on the merged main, it is
deleted (its mapping names files that no longer exist; ``docs/architecture.md`` describes
the layout from then on).
"""
from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

#: gui/<module>.py -> gui/<package>/<module>.py
MOVES: dict[str, str] = {
    # the shell: the process, the window around the screens, its start-up, crash handling
    "application": "shell",
    "main_window": "shell",
    "window_boot": "shell",
    "window_menus": "shell",
    "notice_bar": "shell",
    "excepthook": "shell",
    "process_setup": "shell",
    "pyside_setup": "shell",
    "logs": "shell",
    "desktop": "shell",
    "time_to_window": "shell",
    # session and seam: the Session beside the seam it drives every game through
    "session": "games",
    "log_model": "games",
    # persistence: the app's files (the user's, and where its own shipped data is)
    "resources": "persistence",
    "autosave": "persistence",
    "seal": "persistence",
    "storage": "persistence",
    "settings": "persistence",
    "file_problem": "persistence",
    "boot_files": "persistence",
    "boot_settings": "persistence",
    # text: languages, player names, messages, the in-app rules
    "i18n": "text",
    "names": "text",
    "notice_text": "text",
    "rules_text": "text",
    # the look: colours and the stylesheet
    "palette": "look",
    "style": "look",
    # the shared table toolkit (both games' tables)
    "card_motion": "table_kit",
    "table_frame": "table_kit",
    "text_fit": "table_kit",
    "log_view": "table_kit",
    # the simulated balance, as the app shows it
    "balance_chart": "balance",
    "balance_data": "balance",
    "balance_note": "balance",
    # the self-checks: --selfplay, the privacy scan, the layout check
    "selfplay": "checks",
    "privacy": "checks",
    "layout_check": "checks",
}

#: What stays at gui/'s top level, and why (the run lists any other module left there).
STAY = {
    "app": "the entry point: gui.app:main, packaging/launcher.py, python -m gui.app",
    "memory": "called by the app, the Session and the autosave alike",
}

#: The docstring of each new package's ``__init__.py`` (a package that exists keeps its own).
PACKAGE_DOCS: dict[str, str] = {
    "shell": (
        "The shell: the process and the window around the screens. The QApplication and the\n"
        "booted window (application), the main window with its boot and menus, the notice strip,\n"
        "the process's set-up before Qt, the log file, the crash dialog, the desktop launcher and\n"
        "``--time-to-window``. It is the top: only ``gui.app`` and the self-checks import it.\n"
        "It knows no game."
    ),
    "persistence": (
        "Persistence: the app's files. Bounded reading and atomic writing (storage), why a file\n"
        "is not read (file_problem), the settings, the sealed autosave (autosave, seal), what the\n"
        "start screen reads of them fast (boot_settings, boot_files), and where the app's own\n"
        "shipped data is (resources). Nothing here names a game."
    ),
    "text": (
        "Text: what the app says, in the user's language. The language switch (i18n), player\n"
        "names, failures in words (notice_text) and the in-app rules (rules_text)."
    ),
    "look": "The look: the one colour palette and the app's stylesheet.",
    "balance": (
        "The simulated balance, as the app shows it: the shipped table (balance_data), the start\n"
        "screen's line (balance_note), the chart and the rules dialog's section (balance_chart)."
    ),
    "checks": (
        "The self-checks: ``kartentisch --selfplay`` (selfplay), the privacy scan of what a\n"
        "person in front of the screen can see (privacy), and the layout check (layout_check)."
    ),
}

#: Citations of files that lived outside the repository -> where the repository has them.
#: Exact phrases first (where a plain substitution would not read), then the names.
CITATION_PHRASES: list[tuple[str, str]] = [
    ("/work/coord/SEAM.md (\"lab → engine\")", "docs/engine-api.md (\"What the lab reads beyond the contract\")"),
    ("(SEAM.md request 1)", "(the seam's ChoosingPanel, gui/games/base.py)"),
    ("the TableScreen API (SEAM.md)", "the TableScreen API (gui/games/base.py, gui/games/widgets.py)"),
    ("announced (SEAM.md)", "announced (gui/games/widgets.py)"),
    ("it only shows (SEAM.md)", "it only shows (gui/games/steps.py)"),
    ("[contract](../shared/ENGINE-API.md)", "[contract](docs/engine-api.md)"),
    ("``shared/ENGINE-API.md``", "``docs/engine-api.md``"),
    ("``rules-source/TABLES.md``", "``docs/rules-tables.md``"),
    ("from ``rules-source/``", "from the rule texts (``docs/rules-tables.md``)"),
    ("diamantenraub.de.txt", "translations/rules/de/diamantenraub.md"),
    ("tempelgold.de.txt", "translations/rules/de/tempelgold.md"),
    ("CLARIFICATIONS 1)", "docs/rules-clarifications.md, 1)"),
]
#: Code that names moved files in a way no pattern can read, rewritten as a whole (the
#: check below fails if such code is left).
CODE_PHRASES: list[tuple[str, str]] = [
    (  # tests/lab/test_balance_note.py: the three modules under gui/
        '("balance_note.py", "balance_chart.py", "balance_data.py")',
        '("balance/balance_note.py", "balance/balance_chart.py", "balance/balance_data.py")',
    ),
]
#: The docstrings of the two packages that receive modules, said anew (exact texts: a
#: package docstring another branch has changed since is left alone).
PACKAGE_DOC_UPDATES: dict[str, tuple[str, str]] = {
    "gui/games/__init__.py": (
        '''"""The game seam: the protocol every game's GUI implements (:mod:`gui.games.base`) and the
registry that lists them (:mod:`gui.games.registry`)."""''',
        '''"""Session and seam: the game-agnostic :class:`~gui.games.session.Session` that runs any game,
the seam it runs them through (the protocol every game's GUI implements, :mod:`gui.games.base`,
with its steps and widget base classes), the registry that finds a game's screens
(:mod:`gui.games.registry`), and what the Session does the same for every game: the public
log (:mod:`gui.games.log_model`), the peek, the seat order, applying a private choice."""''',
    ),
    "gui/table_kit/__init__.py": (
        '''"""The shared table toolkit: the style, focus handling, widgets and graphics items that both
games' screens use. It imports neither game (``tests/architecture/test_table_kit.py``)."""''',
        '''"""The shared table toolkit: the style, focus handling, widgets and graphics items that both
games' screens use, the frame around a table screen (table_frame), the log view, the card
animations' building blocks (card_motion) and shrinking a name to fit (text_fit). It imports
neither game (``tests/architecture/test_table_kit.py``)."""''',
    ),
}
CITATION_NAMES: list[tuple[str, str]] = [
    ("ENGINE-API.md", "docs/engine-api.md"),
    ("TABLES.md", "docs/rules-tables.md"),
    ("CLARIFICATIONS.md", "docs/rules-clarifications.md"),
    ("DESIGN.md", "docs/architecture.md"),
]
#: A citation left in any of these after the rewrite is an error (docs/ may name the old
#: files when it says where a text came from).
CITATION_LEFT = re.compile(r"(?<![\w-])(ENGINE-API|SEAM|DESIGN|TABLES|CLARIFICATIONS)\.md|\w+\.de\.txt|/work/(shared|coord)|\.\./shared/")
#: Files that name the old notes on purpose (the test that keeps them out names them).
CITATION_EXEMPT = {"tests/architecture/test_cited_docs.py"}
CITATION_CHECKED = ("engine/", "gui/", "lab/", "packaging/", "bench/", "tests/", "README.md")

SELF = "tools/relayout.py"


def fingerprinted() -> set[str]:
    """The bots' sources that ``lab.provenance`` fingerprints byte for byte: every ``.py`` of a
    lab game package (a folder of ``lab/`` with a ``spec.py``) and the shared modules. The
    shipped balance table carries their fingerprint, and the app shows its numbers only while
    it matches, so even a docstring changed here hides the table until ``make balance`` runs
    again: the script leaves these files alone and lists what it would have changed."""
    provenance = Path("lab/provenance.py")
    shared = ("policy", "seeds")
    if provenance.is_file():
        m = re.search(r"^SHARED_MODULES = \(([^)]*)\)", provenance.read_text(encoding="utf-8"), re.M)
        if m:
            shared = tuple(re.findall(r"[\"'](\w+)[\"']", m[1]))
    files = {f"lab/{name}.py" for name in shared}
    for spec in Path("lab").glob("*/spec.py"):
        files |= {str(path) for path in spec.parent.glob("*.py")}
    return files
PY_SUFFIXES = (".py", ".spec")


class Refused(Exception):
    """A reference the script cannot rewrite: nothing has been written."""


@dataclass
class Report:
    moved: list[tuple[str, str]] = field(default_factory=list)
    rewritten: dict[str, int] = field(default_factory=dict)
    created: list[str] = field(default_factory=list)
    pyproject: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def count(self, path: str, n: int) -> None:
        if n:
            self.rewritten[path] = self.rewritten.get(path, 0) + n


def git(*args: str) -> str:
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


def tracked() -> list[str]:
    return [p for p in git("ls-files", "-z").split("\0") if p and p != SELF and Path(p).is_file()]


def read_text(path: str) -> str | None:
    data = Path(path).read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def new_module(old: str) -> str:
    return f"gui.{MOVES[old]}.{old}"


# -- Python: relative imports and ``from gui import x`` ----------------------------------

def _offset(lines: list[str], lineno: int, col: int) -> int:
    """The character offset of (1-based line, 0-based UTF-8 byte column) in the text."""
    before = sum(len(line) for line in lines[: lineno - 1])
    return before + len(lines[lineno - 1].encode("utf-8")[:col].decode("utf-8"))


def _module_of(path: str) -> str:
    parts = list(Path(path).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def rewrite_python(path: str, text: str) -> tuple[str, int]:
    """Relative imports that touch a moved module made absolute; ``from gui import`` split."""
    try:
        tree = ast.parse(text, path)
    except SyntaxError:
        return text, 0
    lines = re.findall(r"[^\n]*\n|[^\n]+$", text)  # ast counts lines by "\n" only
    edits: list[tuple[int, int, str]] = []
    moved_file = path.startswith("gui/") and Path(path).parent == Path("gui") and Path(path).stem in MOVES
    package = _module_of(path) if path.endswith("__init__.py") else _module_of(path).rpartition(".")[0]
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        start = _offset(lines, node.lineno, node.col_offset)
        end = _offset(lines, node.end_lineno or node.lineno, node.end_col_offset or 0)
        segment = text[start:end]
        base = node.module or ""
        if node.level:
            if not path.startswith("gui/"):
                continue
            parts = package.split(".")
            parts = parts[: len(parts) - (node.level - 1)]
            base = ".".join([*parts, *([base] if base else [])])
            touches = moved_file or any(
                t == f"gui.{m}" or t.startswith(f"gui.{m}.")
                for m in MOVES
                for t in (base, *(f"{base}.{a.name}" for a in node.names))
            )
            if not touches:
                continue
            head = re.match(r"from\s+\.+[\w.]*\s+import\b", segment)
            if head is None:
                raise Refused(f"{path}:{node.lineno}: a relative import this script cannot read")
            segment = f"from {base} import" + segment[head.end():]
        if base != "gui" or not any(a.name in MOVES for a in node.names):
            if node.level:
                edits.append((start, end, segment))
            continue
        if "#" in segment:
            raise Refused(f"{path}:{node.lineno}: a comment inside `from gui import (...)`; split it by hand")
        groups: dict[str, list[str]] = {}
        for a in node.names:
            target = f"gui.{MOVES[a.name]}" if a.name in MOVES else "gui"
            groups.setdefault(target, []).append(a.name + (f" as {a.asname}" if a.asname else ""))
        indent = lines[node.lineno - 1][: len(lines[node.lineno - 1]) - len(lines[node.lineno - 1].lstrip())]
        statements = [f"from {target} import {', '.join(names)}" for target, names in groups.items()]
        edits.append((start, end, ("\n" + indent).join(statements)))
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text, len(edits)


# -- names and paths, in every text file ----------------------------------------------

_NAMES = "|".join(sorted(MOVES, key=len, reverse=True))
DOTTED = re.compile(rf"(?<![\w.])gui\.({_NAMES})\b")
SLASHED = re.compile(rf"(?<![\w.])(?<!tests/)gui/({_NAMES})\b(?!/)")
JOINED = re.compile(rf"""(["'])gui\1(\s*/\s*)(["'])({_NAMES})\.py\3""")
QUOTED = "a quoted module file name"
LEFT = [
    (re.compile(rf"""(["'])({_NAMES})\.py\1"""), QUOTED),
    (re.compile(rf"from\s+gui\s+import\s+\(?[^)\n]*\b({_NAMES})\b"), "`from gui import` of a moved module (in a string?)"),
    (re.compile(rf"""(?<![\w.])gui(["']?)\s*,\s*(["'])({_NAMES})\b"""), "a joined path"),
]


FROM_GUI = re.compile(r"(?m)(^[ \t]*)?from[ \t]+gui[ \t]+import[ \t]+(\w+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*\w+(?:[ \t]+as[ \t]+\w+)?)*)([ \t]*$)?")


def _from_gui(m: re.Match[str]) -> str:
    """``from gui import a, b`` outside Python's own statements (in a string, in a doc)."""
    groups: dict[str, list[str]] = {}
    for item in re.split(r"[ \t]*,[ \t]*", m[2]):
        name = item.split()[0]
        groups.setdefault(f"gui.{MOVES[name]}" if name in MOVES else "gui", []).append(" ".join(item.split()))
    if list(groups) == ["gui"]:
        return m[0]
    if len(groups) > 1 and (m[1] is None or m[3] is None):
        return m[0]  # mixed and not on a line of its own: left for the check, which refuses
    indent = m[1] or ""
    return indent + ("\n" + indent).join(f"from {t} import {', '.join(n)}" for t, n in groups.items()) + (m[3] or "")


def rewrite_names(text: str) -> tuple[str, int]:
    n = 0
    for old, new in CODE_PHRASES:
        n += text.count(old)
        text = text.replace(old, new)
    before = text
    text = FROM_GUI.sub(_from_gui, text)
    n += before != text
    text, a = JOINED.subn(lambda m: f"{m[1]}gui{m[1]}{m[2]}{m[3]}{MOVES[m[4]]}{m[3]}{m[2]}{m[3]}{m[4]}.py{m[3]}", text)
    text, b = DOTTED.subn(lambda m: new_module(m[1]), text)
    text, c = SLASHED.subn(lambda m: f"gui/{MOVES[m[1]]}/{m[1]}", text)
    return text, n + a + b + c


def rewrite_citations(path: str, text: str) -> tuple[str, int]:
    n = 0
    if path in CITATION_EXEMPT:
        return text, n
    for old, new in CITATION_PHRASES:
        n += text.count(old)
        text = text.replace(old, new)
    if path.startswith("docs/") and path != "docs/architecture.md":
        return text, n  # the docs may say where a text came from
    for old, new in CITATION_NAMES:
        pattern = re.compile(rf"(?<![\w/-])(?:\.\./)?(?:shared/)?(?:rules-source/)?{re.escape(old)}")
        text, k = pattern.subn(new, text)
        n += k
    return text, n


# -- pyproject.toml ---------------------------------------------------------------------

def add_packages(text: str, packages: list[str], report: Report) -> str:
    block = re.search(r"(?ms)^\[tool\.setuptools\]\s*\npackages = \[\n(.*?)^\]", text)
    if block is None:
        raise Refused("pyproject.toml: no [tool.setuptools] packages list")
    lines = block[1].splitlines(keepends=True)
    listed = [re.match(r'\s*"([\w.]+)",', line) for line in lines]
    if not all(listed):
        raise Refused("pyproject.toml: a packages line this script cannot read")
    names = [m[1] for m in listed if m]
    for package in packages:
        if package in names:
            continue
        # after the last gui.* entry that sorts before it, within the sorted run after "gui"
        at = names.index("gui") + 1
        while at < len(names) and names[at].startswith("gui.") and names[at] < package and names[at] not in ("gui.assets", "gui.translations"):
            at += 1
        lines.insert(at, f'    "{package}",\n')
        names.insert(at, package)
        report.pyproject.append(package)
    return text[: block.start(1)] + "".join(lines) + text[block.end(1):]


# -- the run ----------------------------------------------------------------------------

def plan_moves() -> list[tuple[str, str]]:
    moves = []
    for old, package in MOVES.items():
        src, dst = Path(f"gui/{old}.py"), Path(f"gui/{package}/{old}.py")
        if src.exists() and dst.exists():
            raise Refused(f"both {src} and {dst} exist: merge them by hand, then run again")
        if src.exists():
            if not git("ls-files", str(src)).strip():
                raise Refused(f"{src} is not tracked by git")
            moves.append((str(src), str(dst)))
    return moves


def run(check: bool) -> int:
    if not (Path("pyproject.toml").is_file() and Path("gui/__init__.py").is_file() and Path(".git").exists()):
        print("run this at the repository's root", file=sys.stderr)
        return 2
    report = Report()
    moves = plan_moves()
    frozen = fingerprinted()
    untouched: list[str] = []
    # 1. the new text of every file, at its current path (nothing is written yet)
    new_texts: dict[str, str] = {}
    for path in tracked():
        text = read_text(path)
        if text is None:
            continue
        new, n = text, 0
        if path.endswith(PY_SUFFIXES):
            new, k = rewrite_python(path, new)
            n += k
        new, k = rewrite_names(new)
        n += k
        new, k = rewrite_citations(path, new)
        n += k
        if path in PACKAGE_DOC_UPDATES and new.startswith(PACKAGE_DOC_UPDATES[path][0]):
            new = PACKAGE_DOC_UPDATES[path][1] + new[len(PACKAGE_DOC_UPDATES[path][0]):]
            n += 1
        for pattern, what in LEFT if path not in frozen else ():
            for m in pattern.finditer(new):
                if what == QUOTED and re.search(
                    rf"""(["'])gui\1\s*/\s*(["']){MOVES[m[2]]}\2\s*/\s*$""", new[max(0, m.start() - 60) : m.start()]
                ):
                    continue  # already "gui" / "<package>" / "<module>.py"
                line = new.count("\n", 0, m.start()) + 1
                report.problems.append(f"{path}:{line}: {what}: {m[0]!r}")
        if path.startswith(CITATION_CHECKED) and not path.startswith("docs/") and path not in frozen | CITATION_EXEMPT:
            for m in CITATION_LEFT.finditer(new):
                line = new.count("\n", 0, m.start()) + 1
                report.problems.append(f"{path}:{line}: a citation of a file outside the repository: {m[0]!r}")
        if new != text and path in frozen:
            untouched.append(path)
            continue
        if new != text:
            new_texts[path] = new
            report.count(path, n)
    pyproject = Path("pyproject.toml").read_text(encoding="utf-8")
    pyproject_new = add_packages(new_texts.get("pyproject.toml", pyproject), [f"gui.{p}" for p in sorted(set(MOVES.values()))], report)
    if pyproject_new != pyproject:
        new_texts["pyproject.toml"] = pyproject_new
    new_inits = sorted({f"gui/{MOVES[Path(src).stem]}/__init__.py" for src, _ in moves if not Path(f"gui/{MOVES[Path(src).stem]}/__init__.py").exists()})
    if report.problems:
        print("refused: references this script cannot rewrite (nothing was changed):", file=sys.stderr)
        for problem in report.problems:
            print("  " + problem, file=sys.stderr)
        return 1
    if check:
        todo = len(moves) + len(new_texts) + len(new_inits)
        for path in sorted(untouched):
            print(f"left alone (fingerprinted by the balance table): {path}")
        for src, dst in moves:
            print(f"would move {src} -> {dst}")
        for path in sorted(new_texts):
            print(f"would rewrite {path}")
        print("nothing to do" if not todo else f"{todo} changes to make")
        return 1 if todo else 0
    # 2. write: the rewritten texts at their old paths, then the new packages and the moves
    for path, text in new_texts.items():
        Path(path).write_text(text, encoding="utf-8")
    for init in new_inits:
        package = Path(init).parent.name
        Path(init).parent.mkdir(exist_ok=True)
        Path(init).write_text(f'"""{PACKAGE_DOCS[package]}"""\n', encoding="utf-8")
        git("add", init)
        report.created.append(init)
    for src, dst in moves:
        git("mv", src, dst)
        report.moved.append((src, dst))
    # 3. what it did
    for src, dst in report.moved:
        print(f"moved {src} -> {dst}")
    for init in report.created:
        print(f"created {init}")
    for package in report.pyproject:
        print(f"pyproject.toml: added the package {package}")
    for path in sorted(report.rewritten):
        print(f"rewrote {path} ({report.rewritten[path]} references)")
    if not (report.moved or report.rewritten or report.created):
        print("nothing to do: the layout is already in place")
    for path in sorted(untouched):
        print(f"left alone, fingerprinted by the balance table (rewrite it with the next `make balance`): {path}")
    left = sorted(p.stem for p in Path("gui").glob("*.py") if p.stem != "__init__" and p.stem not in STAY)
    if left:
        print("left at gui/'s top level (not in the mapping): " + ", ".join(f"gui/{m}.py" for m in left))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is left to do")
    args = parser.parse_args()
    try:
        return run(args.check)
    except Refused as exc:
        print(f"refused: {exc} (nothing was changed)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
