"""Every Markdown file the product cites is in the repository (issue 21).

Docstrings and comments in engine/, gui/, lab/ and packaging/ used to point at design notes
that lived outside the repository (ENGINE-API.md, SEAM.md, DESIGN.md, TABLES.md,
CLARIFICATIONS.md): a reader of the code could not open them. What the code relies on is in
docs/ now (docs/engine-api.md, docs/rules-tables.md, docs/rules-clarifications.md,
docs/architecture.md), and this test keeps it so: each ``*.md`` named in a product file
must exist: a path or a bare name must be the end of a Markdown file's path in the
repository (``docs/engine-api.md``, ``balance.md``; a path with a placeholder such as
``gui/<game>/texts/rules/<lang>.md`` must match at least one file).
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRODUCT = ("engine", "gui", "lab", "packaging")
SUFFIXES = {".py", ".spec", ".js", ".html", ".css", ".toml", ".txt"}

#: Names of Markdown files that the product *writes*, not cites, and why they are not here.
WRITTEN = {
    "results.md": "the balance lab's report, written into the run's output folder (lab/cli.py)",
}

#: Citations left where they are, each with its reason; the test fails once one is gone, so
#: that the entry goes too. (A bot's source is fingerprinted byte for byte with the shipped
#: balance table, lab/provenance.py: a citation fixed there needs `make balance` again.)
KNOWN: dict[tuple[str, str], str] = {}

CITED = re.compile(r"(?<![\w./<>*-])((?:\.\./|/)?[\w<>.-]+(?:/[\w<>*.-]+)*\.md)\b")


def _exists(cited: str, markdown: list[Path], root: Path = ROOT) -> bool:
    """``cited`` names a Markdown file of the repository: its path, or the end of its path
    (``texts/rules/<lang>.md`` inside ``gui/<game>/``); a placeholder matches any name."""
    if cited.startswith(("/", "../")):
        return False  # outside the repository
    pattern = re.sub(r"<[^>]+>", "*", cited)
    return any(p.relative_to(root).match(pattern) for p in markdown)


def cited_markdown(root: Path = ROOT) -> list[tuple[Path, int, str]]:
    """Every ``*.md`` a product file names: (file, line, the name as written)."""
    found = []
    for top in PRODUCT:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file() or "__pycache__" in path.parts:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                found += [(path, number, m[1]) for m in CITED.finditer(line)]
    return found


def test_every_markdown_file_the_product_cites_exists() -> None:
    markdown = [
        p for p in ROOT.rglob("*.md")
        if not any(part.startswith(".") or part in ("build", "dist") for part in p.relative_to(ROOT).parts)
    ]
    cited = cited_markdown()
    names = {name for _, _, name in cited}
    absent = [(path.relative_to(ROOT).as_posix(), line, name) for path, line, name in cited
              if name not in WRITTEN and not _exists(name, markdown)]
    missing = [f"{path}:{line}: {name}" for path, line, name in absent if (path, name) not in KNOWN]
    assert not missing, "cited, but not in the repository:\n" + "\n".join(missing)
    stale = set(KNOWN) - {(path, name) for path, _, name in absent}
    assert not stale, f"no longer cited, remove from KNOWN: {sorted(stale)}"
    assert {"docs/engine-api.md", "docs/rules-tables.md", "docs/rules-clarifications.md"} <= names, (
        "the scan no longer finds the product's citations"
    )


def test_the_scan_finds_a_citation_of_a_file_that_is_not_here(tmp_path: Path) -> None:
    """The check itself: a bare name, a path and a path outside the repository, each absent,
    are found and refused; a path with a placeholder passes when it matches a file."""
    (tmp_path / "gui").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "here.md").write_text("x")
    (tmp_path / "gui" / "a.py").write_text(
        '"""See ENGINE-API.md, docs/gone.md, ../shared/DESIGN.md and docs/<which>.md."""\n'
    )
    cited = cited_markdown(tmp_path)
    assert [name for _, _, name in cited] == ["ENGINE-API.md", "docs/gone.md", "../shared/DESIGN.md", "docs/<which>.md"]
    markdown = [tmp_path / "docs" / "here.md"]
    assert [_exists(name, markdown, tmp_path) for _, _, name in cited] == [False, False, False, True]
    assert _exists("here.md", markdown, tmp_path) and _exists("docs/here.md", markdown, tmp_path)
