"""The look: a calm dark-green felt table, cream text, large type readable from a chair.

One QSS stylesheet for the whole app; its colours come from :mod:`gui.palette`, the one
palette that the table painters use too (the names ``FELT``, ``GOLD`` … are re-exported here
for older imports). Object names (``setObjectName``) select the few
special widgets: the curtain is a plain dark slate on purpose — neutral, the same for
every player and every step, so its colour says nothing about what lies behind it.
"""
from __future__ import annotations

from gui.palette import CREAM, CURTAIN, DISABLED, FELT, FELT_DARK, GOLD, GOLD_LIGHT, LINE, MUTED, SELECTION

__all__ = ["CREAM", "CURTAIN", "FELT", "FELT_DARK", "GOLD", "MUTED", "STYLESHEET", "apply_palette"]

STYLESHEET = f"""
QMainWindow, QWidget#Screen {{
    background: {FELT};
}}
QWidget {{
    color: {CREAM};
    font-size: 17px;
}}
QMenuBar {{ background: {FELT_DARK}; color: {CREAM}; font-size: 15px; }}
QMenuBar::item:selected {{ background: #2c6a4b; }}
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
QLabel#Problem {{ font-size: 16px; color: #ffd27a; font-weight: 600; }}
QLabel#SectionTitle {{ font-size: 15px; font-weight: 700; color: {GOLD}; letter-spacing: 1px; }}
QFrame#Card {{
    background: rgba(0, 0, 0, 0.18);
    border: 1px solid rgba(255, 255, 255, 0.10);
    border-radius: 14px;
}}
QPushButton {{
    background: #2e6e4e;
    color: {CREAM};
    border: 1px solid #3f8a64;
    border-radius: 10px;
    padding: 9px 20px;
    font-size: 17px;
}}
QPushButton:hover {{ background: #367c58; }}
QPushButton:pressed {{ background: #275d42; }}
QPushButton:disabled {{ background: #2a3d33; color: #7f8c84; border-color: #34493d; }}
QPushButton#Primary {{
    background: {GOLD}; color: #1d1a10; border: 1px solid #f0d488; font-weight: 700;
}}
QPushButton#HoldButton {{ padding-left: 64px; padding-right: 28px; }}
QPushButton#Primary:hover {{ background: {GOLD_LIGHT}; }}
QPushButton#Primary:focus {{ border: 2px solid {CREAM}; }}
QPushButton#Primary:disabled {{ background: #5c5640; color: #a59f8a; border-color: #6a6450; }}
QPushButton#GameChoice {{ text-align: left; padding: 14px 18px; font-size: 20px; }}
QPushButton#GameChoice:checked {{ background: #3d8a62; border: 2px solid {GOLD}; }}
QPushButton#SeatChoice {{ font-size: 22px; padding: 14px 18px; min-width: 180px; }}
QLineEdit {{
    background: #f7f3e8; color: #1b1b1b; border: 1px solid #c9c2ae; border-radius: 8px;
    padding: 6px 10px; font-size: 17px; selection-background-color: #2c6a4b;
}}
/* Combo and spin boxes keep Fusion's own drawing (arrows!) and take colours from the palette. */
QComboBox {{ min-height: 34px; font-size: 17px; }}
QSpinBox {{ min-height: 34px; font-size: 17px; color: #1b1b1b; }}
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
QCheckBox, QRadioButton {{ font-size: 17px; spacing: 8px; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: #7f8c84; }}
QTabWidget::pane {{ border: 1px solid #c9c2ae; background: #fbf8f0; }}
QTabBar::tab {{ background: #d8d1bc; color: #1b1b1b; padding: 8px 18px; font-size: 15px; }}
QTabBar::tab:selected {{ background: #fbf8f0; font-weight: 700; }}
QTextBrowser {{ background: #fbf8f0; color: #1b1b1b; font-size: 16px; border: none; padding: 12px; }}
QDialog {{ background: {FELT}; }}
QMessageBox {{ background: {FELT}; }}
QMessageBox QLabel {{ color: {CREAM}; font-size: 16px; }}

/* The curtain: neutral, opaque, identical for every player and every step. */
QWidget#Curtain {{ background: {CURTAIN}; }}
QWidget#Curtain QLabel {{ color: #e9e6df; }}
QLabel#CurtainName {{ font-size: 44px; font-weight: 700; color: #ffffff; }}
QLabel#CurtainText {{ font-size: 22px; color: #cfcac0; }}
QLabel#CurtainHint {{ font-size: 15px; color: #9a968e; }}
QLabel#CurtainProblem {{ font-size: 17px; color: #ffcf7a; font-weight: 600; }}
QWidget#Private {{ background: {FELT_DARK}; }}
QLabel#PrivateHeader {{ font-size: 20px; color: {MUTED}; }}
QPushButton#HideButton {{ font-size: 20px; padding: 12px 30px; }}
QWidget#Banner {{ background: rgba(15, 30, 22, 0.92); border-bottom: 2px solid {GOLD}; }}
QLabel#BannerText {{ font-size: 22px; font-weight: 600; color: {CREAM}; }}
"""


def apply_palette(app) -> None:  # noqa: ANN001
    """Fusion with a felt palette: the base for everything the stylesheet does not draw."""
    from PySide6.QtGui import QColor, QPalette

    if app.style().name().lower() != "fusion":  # usually already Fusion on Linux: skip the rebuild
        app.setStyle("Fusion")
    pal = QPalette()
    roles = QPalette.ColorRole
    pal.setColor(roles.Window, QColor(FELT))
    pal.setColor(roles.WindowText, QColor(CREAM))
    pal.setColor(roles.Base, QColor("#f7f3e8"))
    pal.setColor(roles.AlternateBase, QColor("#ece6d4"))
    pal.setColor(roles.Text, QColor("#1b1b1b"))
    pal.setColor(roles.Button, QColor("#2e6e4e"))
    pal.setColor(roles.ButtonText, QColor(CREAM))
    pal.setColor(roles.Highlight, QColor("#2c6a4b"))
    pal.setColor(roles.HighlightedText, QColor("white"))
    pal.setColor(roles.ToolTipBase, QColor("#f7f3e8"))
    pal.setColor(roles.ToolTipText, QColor("#1b1b1b"))
    app.setPalette(pal)
