"""``gui.table_kit.declared``'s quick checks answer what ``isinstance`` with the protocols answers.

The checks (privacy scan, layout check) ask them of every widget and scene item after every
step; they ask ``isinstance`` once per class (Python 3.11's runtime protocol check is slow),
so the answer must be one that every object of a class shares."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from gui.screens.table_preview import TablePreview
from gui.table_kit.declared import DrawnText, DrawsOwnText, HasCardKind, has_card_kind, text_drawer


class _Drawing(QWidget):
    def elided(self) -> str:
        return ""

    def drawn_texts(self) -> list[DrawnText]:
        return []


class _HalfDrawing(QWidget):
    def elided(self) -> str:  # no drawn_texts: not a DrawsOwnText
        return ""


class _Kinded(QWidget):
    card_kind: str | None = None


class _KindedLater(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.card_kind = "role"  # every object of the class sets it


def test_the_quick_checks_answer_what_isinstance_answers(qapp) -> None:  # noqa: ANN001, ARG001
    objects: list[object] = [QLabel("x"), QWidget(), TablePreview(), _Drawing(), _HalfDrawing(), _Kinded(),
                             _KindedLater(), object(), "text"]
    for _ in range(2):  # the first asks isinstance, the second the cache
        for obj in objects:
            assert (text_drawer(obj) is obj) == isinstance(obj, DrawsOwnText), type(obj)
            assert (text_drawer(obj) is None) == (not isinstance(obj, DrawsOwnText)), type(obj)
            assert has_card_kind(obj) == isinstance(obj, HasCardKind), type(obj)
    assert text_drawer(objects[2]) is objects[2] and text_drawer(objects[3]) is objects[3]
    assert has_card_kind(objects[5]) and has_card_kind(objects[6]) and not has_card_kind(objects[0])
