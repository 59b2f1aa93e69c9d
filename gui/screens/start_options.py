"""The start screen's options for the chosen game, built from the engine registry.

Every option is a widget made from a :class:`engine.registry.VariantInfo`: a switch is a
check box, anything else a combo box. Whether a value may be chosen at the current player
count is asked of the registry (``allowed``); an option the count forbids is disabled and a
line says why, phrased from the registry's allowed counts ("only with 3–8 players"). A
variant the rules apply by themselves ("zu fünft" at five players) is a disabled check box
that follows the count.

"Who goes first" is the second half: in a ``"starting_seat"`` game "Who starts" (random or a
name); in a ``"boss"`` game "Who is the Boss" (a name; by default the first in the list),
with a line saying that the treasure goes clockwise from the Boss.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine.registry import GameInfo, VariantInfo, counts_text
from gui.text.rules_text import description
from gui.screens import named
from gui.table_kit.calm_wheel import calm_wheel
from gui.table_kit.clear_check import ClearCheckBox


class OptionsPanel(QWidget):
    """The options of one game; ``changed`` after any choice."""

    changed = Signal()

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lang = lang
        self._info: GameInfo | None = None
        self._names: list[str] = []
        self.switches: dict[str, QCheckBox] = {}
        self.combos: dict[str, QComboBox] = {}
        self.reasons: dict[str, QLabel] = {}
        self.descriptions: dict[str, QLabel] = {}
        self._variant_box = QVBoxLayout()
        self._variant_box.setContentsMargins(0, 0, 0, 0)
        self.first_label = QLabel()
        self.first_combo = QComboBox()
        calm_wheel(self.first_combo)
        self.first_label.setBuddy(self.first_combo)  # named by its label, not its value (issue 37)
        self.first_combo.currentIndexChanged.connect(lambda *_: self._first_changed())
        self.boss_info = named.label("Hint")
        self.boss_info.setWordWrap(True)
        # "who starts / who is the Boss" is its own widget: the start screen keeps it in view
        # above the (scrolling) options
        self.first_box = QWidget()
        first_layout = QVBoxLayout(self.first_box)
        first_layout.setContentsMargins(0, 0, 0, 0)
        first_row = QHBoxLayout()
        first_row.addWidget(self.first_label)
        first_row.addWidget(self.first_combo, 1)
        first_layout.addLayout(first_row)
        first_layout.addWidget(self.boss_info)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._variant_box)
        layout.addStretch(1)

    # -- building -----------------------------------------------------------------------------
    def set_game(self, info: GameInfo, remembered: dict[str, Any] | None = None) -> None:
        """Show ``info``'s options, preset from ``remembered`` where a value is still valid."""
        self._info = info
        remembered = remembered or {}
        while self._variant_box.count():
            item = self._variant_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self.switches, self.combos, self.reasons, self.descriptions = {}, {}, {}, {}
        for variant in info.variants:
            value = remembered.get(variant.id, variant.default)
            if value not in variant.values or isinstance(value, bool) != isinstance(variant.default, bool):
                value = variant.default
            if variant.is_switch:
                box = ClearCheckBox()
                box.setChecked(bool(value))
                box.toggled.connect(lambda *_: self._option_changed())
                self.switches[variant.id] = box
                self._variant_box.addWidget(box)
            else:
                combo = QComboBox()
                combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                combo.setMinimumContentsLength(10)
                calm_wheel(combo)
                for v in variant.values:
                    combo.addItem("", v)
                combo.setCurrentIndex(variant.values.index(value))
                combo.currentIndexChanged.connect(lambda *_: self._option_changed())
                self.combos[variant.id] = combo
                row = QWidget()
                # the label above its choice: a long label ("Entschuldigungen des Bosses") and
                # the choice each get the column's whole width (issue 31 §8: read whole at 800×600)
                row_layout = QVBoxLayout(row)
                row_layout.setContentsMargins(0, 0, 0, 0)
                row_layout.setSpacing(4)
                label = named.label("ComboLabel")
                label.setWordWrap(True)
                label.setBuddy(combo)
                row_layout.addWidget(label)
                row_layout.addWidget(combo)
                self._variant_box.addWidget(row)
            # a rule that applies by itself is information, not a problem
            reason = named.label("Hint" if variant.automatic_at else "Problem")
            reason.setWordWrap(True)
            reason.ensurePolished()  # plain text now, though hidden until a count needs it (issue 9's net)
            self.reasons[variant.id] = reason
            text = named.label("Hint")
            text.setWordWrap(True)
            self.descriptions[variant.id] = text
            self._variant_box.addWidget(reason)
            self._variant_box.addWidget(text)
        self._fill_first()
        self.retranslateUi()

    # -- reading ------------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The chosen value of every option, each one allowed at the current count."""
        if self._info is None:
            return {}
        n = len(self._names)
        result: dict[str, Any] = {}
        for variant in self._info.variants:
            value = self._chosen(variant)
            automatic = variant.automatic(n)
            if automatic is not None:
                value = automatic
            elif not variant.allowed(n, value):
                value = variant.default
            result[variant.id] = value
        return result

    def first(self) -> int | None:
        """Who starts (``None``: random) or who is the Boss (an index into the names)."""
        data = self.first_combo.currentData()
        return data if isinstance(data, int) and data >= 0 else None

    def tab_widgets(self) -> list[QWidget]:
        """The panel's controls in the order they are seen: who starts, then each option."""
        assert self._info is not None
        return [self.first_combo, *(self.option_widget(v.id) for v in self._info.variants)]

    def option_widget(self, variant_id: str) -> QWidget:
        return self.switches.get(variant_id) or self.combos[variant_id]

    # -- updating -----------------------------------------------------------------------------
    def set_players(self, names: list[str]) -> None:
        self._names = list(names)
        self._fill_first()
        self._update_states()

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        info = self._info
        if info is None:
            return
        for variant in info.variants:
            if variant.id in self.switches:
                self.switches[variant.id].setText(variant.label_in(self._lang))
            else:
                combo = self.combos[variant.id]
                for i, value in enumerate(variant.values):
                    combo.setItemText(i, variant.value_label_in(value, self._lang))
                row = combo.parentWidget()
                label = row.findChild(QLabel, "ComboLabel") if row is not None else None
                if label is not None:
                    label.setText(variant.label_in(self._lang))
                combo.setAccessibleName(variant.label_in(self._lang))  # its label, not its value
        boss = info.first_seat == "boss"
        self.first_label.setText(self.tr("Who is the Boss") if boss else self.tr("Who starts"))
        self.first_combo.setAccessibleName(self.first_label.text())  # its label, not its value
        if not boss and self.first_combo.count():
            self.first_combo.setItemText(0, self.tr("Random"))
        self._update_states()

    def _chosen(self, variant: VariantInfo) -> Any:
        if variant.id in self.switches:
            return self.switches[variant.id].isChecked()
        return self.combos[variant.id].currentData()

    def _option_changed(self) -> None:
        self._update_states()
        self.changed.emit()

    def _first_changed(self) -> None:
        self._update_boss_info()
        self.changed.emit()

    def _fill_first(self) -> None:
        """The names in the "who starts"/"Boss" box, keeping the choice by name."""
        info = self._info
        combo = self.first_combo
        current = combo.currentText() if self.first() is not None else None
        combo.blockSignals(True)
        combo.clear()
        if info is not None and info.first_seat == "starting_seat":
            combo.addItem(self.tr("Random"), -1)
        for i, name in enumerate(self._names):
            combo.addItem(name, i)
        index = combo.findText(current) if current is not None else -1
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)
        self._update_boss_info()

    def _update_states(self) -> None:
        info = self._info
        if info is None:
            return
        n = len(self._names)
        for variant in info.variants:
            reason = self._reason(variant, n)
            widget = self.option_widget(variant.id)
            automatic = variant.automatic(n)
            if variant.id in self.switches:
                box = self.switches[variant.id]
                if automatic is not None:
                    box.blockSignals(True)
                    box.setChecked(bool(automatic))
                    box.blockSignals(False)
                widget.setEnabled(automatic is None and variant.allowed(n, True) and variant.allowed(n, False))
            else:
                combo = self.combos[variant.id]
                model = combo.model()
                for i, value in enumerate(variant.values):
                    item = model.item(i) if hasattr(model, "item") else None
                    if item is not None:
                        item.setEnabled(variant.allowed(n, value))
                if not variant.allowed(n, combo.currentData()):
                    combo.setCurrentIndex(variant.values.index(variant.default))
            self.reasons[variant.id].setText(reason)
            self.reasons[variant.id].setVisible(bool(reason) and n >= info.min_players)
            self.descriptions[variant.id].setText(self._description(variant))

    def _reason(self, variant: VariantInfo, n: int) -> str:
        """Why (part of) an option cannot be chosen at ``n`` players, from the registry's counts."""
        assert self._info is not None
        if variant.automatic_at:
            counts = counts_text(variant.counts(variant.values[-1], self._info))
            return self.tr("Automatic with {counts} players.").format(counts=counts)
        refused = [v for v in variant.values if not variant.allowed(n, v)]
        if not refused:
            return ""
        if variant.is_switch:
            counts = counts_text(variant.counts(True, self._info))
            return self.tr("Only with {counts} players.").format(counts=counts)
        return " ".join(
            self.tr("“{value}” only with {counts} players.").format(
                value=variant.value_label_in(v, self._lang), counts=counts_text(variant.counts(v, self._info))
            )
            for v in refused
        )

    def _description(self, variant: VariantInfo) -> str:
        assert self._info is not None
        key = variant.description_key(self._chosen(variant) if not variant.is_switch else True)
        if not key:
            return ""
        try:
            return description(self._info.id, key, self._lang)
        except (KeyError, ValueError, OSError):
            return ""

    def _update_boss_info(self) -> None:
        info = self._info
        boss = self.first()
        if info is None or info.first_seat != "boss" or boss is None or not self._names:
            self.boss_info.setVisible(False)
            return
        n = len(self._names)
        after = self._names[(boss + 1) % n]
        self.boss_info.setText(
            self.tr("{boss} is the Boss; the treasure goes clockwise from the Boss, first to {next}.").format(
                boss=self._names[boss], next=after
            )
        )
        self.boss_info.setMinimumHeight(2 * self.boss_info.fontMetrics().lineSpacing() + 4)
        self.boss_info.setVisible(True)
