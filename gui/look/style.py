"""The look: a calm dark-green felt table, cream text, large type readable from a chair.

One QSS stylesheet for the whole app; its colours come from :mod:`gui.look.palette`, the one
palette that the table painters use too (the names ``FELT``, ``GOLD`` … are re-exported here
for older imports). Object names (``setObjectName``) select the few
special widgets: the curtain is a plain dark slate on purpose — neutral, the same for
every player and every step, so its colour says nothing about what lies behind it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from gui.look import palette
from gui.look.palette import (
    BUTTON,
    BUTTON_BORDER,
    BUTTON_HOVER,
    BUTTON_PRESSED,
    CREAM,
    CURTAIN,
    DISABLED,
    FELT,
    FELT_DARK,
    GOLD,
    GOLD_LIGHT,
    INK,
    LINE,
    MUTED,
    PAPER,
    PAPER_EDGE,
    PAPER_WARM,
    PROBLEM,
    SELECTION,
    TAB,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

__all__ = ["CREAM", "CURTAIN", "FELT", "FELT_DARK", "GOLD", "MARKUP_PROPERTY", "MUTED", "STYLESHEET", "TAB_STOP_PROPERTY", "apply_palette"]

BASE_FONT_PX = 17  # the app's default type size (px); screens that scale their type set their own

#: The dynamic property that lets a label keep rich text (see the first rules of STYLESHEET).
MARKUP_PROPERTY = "markup"
#: The dynamic property of a label that is a Tab stop (a link in it): the sheet frames it when focused.
TAB_STOP_PROPERTY = "kartentischTabStop"

# The first two rules are the net under player names (issue 9 §2: a name is text, never
# markup). Qt's default for a label (AutoText) renders any text that *looks* like markup: a
# player named "<b>Anna</b>" came out bold, "<img src=…>" showed a local picture. Every
# label, ours and those inside Qt's own dialogs, is made PlainText when the style sheet
# polishes it (before it is ever shown); a label that really shows markup (the balance
# note, which escapes what it inserts) says so with the property ``markup`` set to true
# before it is shown. Done in the style sheet, in C++, because the Python ways cost the start:
# an application event filter (every event of every object through Python) was ~200 ms of
# 640 to the start screen, and a Python style's polish hook ~30 ms (issue 8).
STYLESHEET = f"""
QLabel {{ qproperty-textFormat: PlainText; }}
QLabel[{MARKUP_PROPERTY}="true"] {{ qproperty-textFormat: RichText; }}
QMainWindow, QWidget#Screen {{
    background: {FELT};
}}
/* No font-size for QWidget or QPushButton here: a sheet's font-size beats setFont(), and the
   game screens size their type to the window (up to 4K). The 17 px default is the app font
   (apply_palette). */
QWidget {{
    color: {CREAM};
}}
QMenuBar {{ background: {FELT_DARK}; color: {CREAM}; font-size: 15px; }}
QMenuBar::item:selected {{ background: {SELECTION}; }}
/* Popups, menus, lists and tooltips: cream on dark felt, the highlighted entry gold-framed. */
QMenu {{ background: {FELT_DARK}; color: {CREAM}; font-size: 15px; border: 1px solid {LINE}; }}
QMenu::item {{ padding: 6px 24px; background: transparent; color: {CREAM}; }}
QMenu::item:selected {{ background: {SELECTION}; color: #ffffff; }}
QMenu::item:disabled {{ color: {DISABLED}; }}
QMenu::separator {{ height: 1px; background: {LINE}; margin: 4px 8px; }}
QToolTip {{ background: {FELT_DARK}; color: {CREAM}; border: 1px solid {GOLD}; padding: 4px; }}
QLabel#Title {{ font-size: 34px; font-weight: 600; color: {CREAM}; }}
QLabel#Subtitle {{ font-size: 19px; color: {MUTED}; }}
QLabel#Hint {{ font-size: 15px; color: {MUTED}; }}
/* A label that is a Tab stop (its link: the win-rate note) shows its focus: a gold frame,
   there unseen without the focus, so that nothing moves when it comes (issue 37). */
QLabel[kartentischTabStop="true"] {{ border: 2px solid transparent; border-radius: 6px; }}
QLabel[kartentischTabStop="true"]:focus {{ border: 2px solid {GOLD}; }}
QLabel#Problem {{ font-size: 16px; color: {PROBLEM}; font-weight: 600; }}
QLabel#SectionTitle {{ font-size: 15px; font-weight: 700; color: {GOLD}; letter-spacing: 1px; }}
QFrame#Card {{
    background: rgba(0, 0, 0, 0.18);
    border: 1px solid rgba(255, 255, 255, 0.10);
    border-radius: 14px;
}}
QPushButton {{
    background: {BUTTON};
    color: {CREAM};
    border: 1px solid {BUTTON_BORDER};
    border-radius: 10px;
    padding: 9px 20px;
}}
QPushButton:hover {{ background: {BUTTON_HOVER}; }}
QPushButton:pressed {{ background: {BUTTON_PRESSED}; }}
QPushButton:disabled {{ background: #2a3d33; color: {DISABLED}; border-color: #34493d; }}
QPushButton#Primary {{
    background: {GOLD}; color: {INK}; border: 1px solid #f0d488; font-weight: 700;
}}
QPushButton#HoldButton {{ padding-left: 64px; padding-right: 28px; }}
QPushButton#Primary:hover {{ background: {GOLD_LIGHT}; }}
QPushButton#Primary:focus {{ border: 2px solid {CREAM}; }}
QPushButton#Primary:disabled {{ background: #5c5640; color: #a59f8a; border-color: #6a6450; }}
QPushButton#GameChoice {{ text-align: left; padding: 14px 18px; font-size: 20px; }}
QPushButton#GameChoice:checked {{ background: {BUTTON_HOVER}; border: 2px solid {GOLD}; }}
/* The chosen game is framed in gold already: its focus is a cream frame, as Start's (issue 37). */
QPushButton#GameChoice:checked:focus {{ border: 3px solid {CREAM}; }}
/* "First game with explanations" under each game: a lighter, secondary way in. */
QPushButton#Guided {{ text-align: left; padding: 6px 18px; background: transparent; border: 1px dashed {LINE}; }}
QPushButton#Guided:hover {{ background: {BUTTON}; }}
QPushButton#SeatChoice {{ font-size: 22px; padding: 14px 18px; min-width: 180px; }}
QLineEdit {{
    background: {PAPER_WARM}; color: {INK}; border: 1px solid {PAPER_EDGE}; border-radius: 8px;
    padding: 6px 10px; font-size: 17px; selection-background-color: {SELECTION};
}}
/* Combo and spin boxes keep Fusion's own drawing (arrows!) and take colours from the palette. */
QComboBox {{ min-height: 34px; font-size: 17px; }}
/* Fusion shows a focused combo box only by a lighter face: a gold frame says it (issue 37). */
QComboBox:focus {{ border: 2px solid {GOLD}; border-radius: 4px; background: {BUTTON_HOVER}; color: {CREAM}; padding-left: 4px; }}
QSpinBox, QDoubleSpinBox {{ min-height: 34px; font-size: 17px; color: {INK}; }}
QComboBox QAbstractItemView {{
    background: {FELT_DARK}; color: {CREAM}; border: 1px solid {GOLD}; outline: 0;
    selection-background-color: {SELECTION}; selection-color: #ffffff;
}}
QComboBox QAbstractItemView::item {{ min-height: 30px; padding: 2px 8px; color: {CREAM}; background: {FELT_DARK}; }}
QComboBox QAbstractItemView::item:selected {{ background: {SELECTION}; color: #ffffff; }}
QLineEdit:focus, QCheckBox:focus, QRadioButton:focus,
QListWidget:focus {{ border: 2px solid {GOLD}; }}
QPushButton:focus {{ border: 2px solid {GOLD}; }}
QListWidget {{
    background: rgba(0, 0, 0, 0.20); border: 1px solid rgba(255,255,255,0.12); border-radius: 10px;
    font-size: 18px; padding: 4px;
}}
QListWidget::item {{ padding: 6px 8px; border-radius: 6px; }}
QListWidget::item {{ color: {CREAM}; }}
QListWidget::item:selected {{ background: {SELECTION}; color: #ffffff; }}
QListView {{ color: {CREAM}; }}
QListWidget#RulesContents {{ background: {PAPER_WARM}; border: none; border-right: 1px solid {PAPER_EDGE}; border-radius: 0; }}
QListWidget#RulesContents::item {{ color: {INK}; padding: 6px 8px; }}
QListWidget#RulesContents::item:selected {{ background: {SELECTION}; color: #ffffff; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 0; }}
QScrollBar::handle:vertical {{ background: {LINE}; border-radius: 5px; min-height: 30px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
QCheckBox, QRadioButton {{ font-size: 17px; spacing: 8px; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {DISABLED}; }}
QTabWidget::pane {{ border: 1px solid {PAPER_EDGE}; background: {PAPER}; }}
QTabBar::tab {{ background: {TAB}; color: {INK}; padding: 8px 18px; font-size: 15px; }}
QTabBar::tab:selected {{ background: {PAPER}; font-weight: 700; }}
QTextBrowser {{ background: {PAPER}; color: {INK}; font-size: 16px; border: none; padding: 12px; }}
QDialog {{ background: {FELT}; }}
QMessageBox {{ background: {FELT}; }}
QMessageBox QLabel {{ color: {CREAM}; font-size: 16px; }}

/* The curtain: neutral, opaque, identical for every player and every step. */
QWidget#Curtain {{ background: {CURTAIN}; }}
QWidget#Curtain QLabel {{ color: #e9e6df; }}
QLabel#CurtainName {{ font-size: 44px; font-weight: 700; color: #ffffff; }}
QLabel#CurtainText {{ font-size: 22px; color: #cfcac0; }}
QLabel#CurtainHint {{ font-size: 15px; color: #9a968e; }}
QWidget#Curtain QLabel#CurtainLock {{ font-size: 16px; font-weight: 700; color: #e8c35a; }}
QLabel#CurtainProblem {{ font-size: 17px; color: #ffcf7a; font-weight: 600; }}
QWidget#Private {{ background: {FELT_DARK}; }}
QLabel#PrivateHeader {{ font-size: 20px; color: {MUTED}; }}
QPushButton#HideButton {{ font-size: 20px; padding: 12px 30px; }}
QWidget#Banner {{ background: rgba(15, 30, 22, 0.92); border-bottom: 2px solid {GOLD}; }}
QFrame#TakeBackBar {{ background: rgb(15, 30, 22); border-top: 2px solid {GOLD}; }}
QFrame#TakeBackBar QLabel {{ font-size: 19px; font-weight: 600; color: {CREAM}; }}
QFrame#TakeBackBar QPushButton {{ padding: 4px 16px; }}
QLabel#BannerText {{ font-size: 22px; font-weight: 600; color: {CREAM}; }}
/* The notice strip (gui.shell.notice_bar); the window's own rules, not widget style sheets: a widget
   with a sheet of its own gets a style of its own, built and polished apart (issue 8). */
QLabel#NoticeText {{ font-size: 16px; font-weight: 600; color: {CREAM}; }}
QPushButton#NoticeClose {{ padding: 0; font-size: 26px; font-weight: 700; }}
/* Scroll areas on the start screen that let the felt show through. */
#StartScroll, #StartScroll > QWidget > QWidget {{
    background: transparent;
}}
"""


def apply_palette(app: QApplication, *, fusion_already: bool = False) -> None:
    """Fusion with a felt palette: the base for everything the stylesheet does not draw.

    ``fusion_already``: the application was made with ``-style Fusion`` (``gui.app``), so its
    style is not asked for its name (that would make PySide6 build QStyle's Python class and
    its 11 enums before the first frame, issue 8)."""
    from PySide6.QtGui import QColor, QPalette

    if not fusion_already and app.style().name().lower() != "fusion":  # usually Fusion on Linux already
        app.setStyle("Fusion")
    pal = QPalette()
    roles = QPalette.ColorRole
    pal.setColor(roles.Window, QColor(FELT))
    pal.setColor(roles.WindowText, QColor(CREAM))
    pal.setColor(roles.Base, QColor(palette.PAPER_WARM))
    pal.setColor(roles.AlternateBase, QColor(palette.PAPER_EDGE))
    pal.setColor(roles.Text, QColor(palette.INK))
    pal.setColor(roles.Button, QColor(palette.CONTROL))
    pal.setColor(roles.ButtonText, QColor(CREAM))
    pal.setColor(roles.Highlight, QColor(palette.SELECTION))
    pal.setColor(roles.HighlightedText, QColor("white"))
    pal.setColor(roles.ToolTipBase, QColor(palette.FELT_DARK))
    pal.setColor(roles.ToolTipText, QColor(palette.CREAM))
    app.setPalette(pal)
    from PySide6.QtGui import QFont

    font = QFont(app.font())
    font.setPixelSize(BASE_FONT_PX)
    app.setFont(font)
