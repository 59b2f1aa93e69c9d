"""Notices in the German UI are German through and through: no parser or system message.

Every notice that is about an exception (a bad settings file or saved game, a failed save,
a refused start or move) says why in our own translated words (``gui.text.notice_text``); the
technical detail goes to the log file, without input values (they may be secrets).
"""
from __future__ import annotations

import errno
import logging

import pytest

from gui.text import notice_text
from gui.persistence import storage

# Words of English parser and system messages that must never reach a German notice.
ENGLISH = ("Errno", "No space", "Permission denied", "Expecting", "Invalid JSON", "json_invalid", "validation error",
           "Value error", "Input should", "has no name", "line 1 column", "Traceback", "Error:")


def _german_only(text: str) -> None:
    assert text, "no notice was shown"
    for word in ENGLISH:
        assert word not in text, f"English text in a German notice: {text!r}"


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch) -> None:
    import gui.persistence.settings

    monkeypatch.setattr(gui.persistence.settings, "_default_language", lambda: "de")


def test_a_bad_settings_file_is_explained_in_german(make_window, german) -> None:  # noqa: ANN001, ARG001
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"language": "de", "inactivity_seconds": ', encoding="utf-8")
    window = make_window()
    assert window.settings.language == "de"
    text = window.notice_text()
    _german_only(text)
    assert "Einstellungen" in text and "JSON" in text


def test_a_bad_saved_game_is_explained_in_german(make_window, german) -> None:  # noqa: ANN001, ARG001
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kartentisch_autosave": 1, "sealed": 5}', encoding="utf-8")
    window = make_window(language="de")
    text = window.notice_text()
    _german_only(text)
    assert "Gespeichertes Spiel" in text


def _running_german_game(make_window):  # noqa: ANN001, ANN202
    from gui.games.base import StartRequest

    window = make_window(language="de")
    window.set_language("de")
    window.start_resume.start_requested(StartRequest(game="tempelgold", players=["Anna", "Ben", "Carla"], options={}))
    assert window.session.game is not None
    return window


def test_a_full_disk_while_autosaving_is_said_in_german(make_window, monkeypatch, caplog) -> None:  # noqa: ANN001
    import gui.games.game_persistence

    window = _running_german_game(make_window)

    def full(_data) -> None:  # noqa: ANN001
        raise OSError(errno.ENOSPC, "No space left on device", "/somewhere/autosave.json")

    monkeypatch.setattr(gui.games.game_persistence, "write_autosave", full)
    with caplog.at_level(logging.WARNING, logger="kartentisch.notice"):
        window.session.autosave()
    text = window.notice_text()
    _german_only(text)
    assert "Festplatte ist voll" in text
    assert any("ENOSPC" in r.getMessage() for r in caplog.records), "the technical detail belongs in the log"


def test_settings_that_cannot_be_saved_are_said_in_german(make_window, monkeypatch) -> None:  # noqa: ANN001
    import gui.persistence.settings

    window = _running_german_game(make_window)

    def refused(_settings) -> None:  # noqa: ANN001
        raise PermissionError(errno.EACCES, "Permission denied", "/etc/settings.json")

    monkeypatch.setattr(gui.persistence.settings, "save_settings", refused)
    window._save_settings()
    text = window.notice_text()
    _german_only(text)
    assert "Einstellungen" in text


def test_a_refused_move_says_nothing_of_the_engines_reason(make_window, monkeypatch) -> None:  # noqa: ANN001
    """The engine's refusal is English and may name a secret: neither shown nor logged."""
    import gui.games.private_steps
    from gui.games.base import PrivateStep

    window = _running_german_game(make_window)
    session = window.session
    monkeypatch.setattr(gui.games.private_steps, "apply_all", lambda *_a: "seat 1 does not hold the ace of spades")
    session.private_steps.finish(PrivateStep(seat=1, kind="take"), [object()])  # type: ignore[list-item]
    text = window.notice_text()
    _german_only(text)
    assert "ace of spades" not in text and "Ben" in text


def test_a_refused_start_is_said_in_german(make_window) -> None:  # noqa: ANN001
    from gui.games.base import StartRequest

    window = make_window(language="de")
    window.set_language("de")
    window.start_resume.start_requested(StartRequest(game="tempelgold", players=["Anna", "Ben", " "], options={"one_trap": False}))
    text = window.notice_text()
    _german_only(text)
    assert window.session.game is None and text.startswith("Das Spiel kann nicht beginnen")


def test_reasons_are_chosen_by_kind_and_the_log_detail_has_no_input(qapp, monkeypatch) -> None:  # noqa: ANN001, ARG001
    from pydantic import BaseModel, ValidationError

    from gui.text.i18n import Translations

    class Secretive(BaseModel):
        seed: int

    Translations.shared().set_language("de")
    try:
        try:
            Secretive.model_validate({"seed": "the-secret-seed-4711"})
        except ValidationError as exc:
            error = exc
        reason = notice_text.reason(error)
        _german_only(reason)
        detail = notice_text.safe_detail(error)
        assert "seed" in detail and "4711" not in detail, detail
        for exc in (OSError(errno.ENOSPC, "No space left on device"), PermissionError(errno.EACCES, "Permission denied"),
                    OSError(errno.EIO, "Input/output error"), OSError(errno.ELOOP, "Too many levels of symbolic links"),
                    ValueError("Expecting value: line 1 column 1"), RuntimeError("boom")):
            text = notice_text.reason(exc)
            _german_only(text)
            assert str(exc) not in text
    finally:
        Translations.shared().set_language("en")


def test_phones_that_cannot_start_are_said_in_german(qapp, monkeypatch, caplog) -> None:  # noqa: ANN001, ARG001
    """The phone server's port is taken: the notice says so in German, the log has the errno."""
    import gui.phones.laptop as laptop
    from gui.text.i18n import Translations

    class TakenPort:
        def __init__(self, *_a, **_k) -> None:  # noqa: ANN002, ANN003
            self.closed = False

        def start(self, **_k) -> None:  # noqa: ANN003 - devices=… ("Play again")
            raise OSError(errno.EADDRINUSE, "Address already in use")

        def close(self) -> None:
            self.closed = True

    notices: list[str] = []

    class Host:
        def notify(self, text: str) -> None:
            notices.append(text)

    class Session:
        host = Host()

    monkeypatch.setattr(laptop, "PhoneRoute", TakenPort)
    monkeypatch.setattr(laptop, "HOST", "127.0.0.1")
    Translations.shared().set_language("de")
    try:
        with caplog.at_level(logging.WARNING, logger="kartentisch.notice"):
            assert laptop.attach_phones(Session()) is None
    finally:
        Translations.shared().set_language("en")
    assert len(notices) == 1
    _german_only(notices[0])
    assert "already in use" not in notices[0] and "Port" in notices[0]
    assert any("EADDRINUSE" in r.getMessage() for r in caplog.records), "the technical detail belongs in the log"
