"""Debian's headless chromium through Selenium, for the phone page's end-to-end tests.

Only loopback traffic: every background service of Chromium is switched off, and the
host resolver maps every name except the loopback addresses to "not found". Each phone
is its own browser with its own user-data-dir (its own cookies, storage and cache: its own
"device").

A browser costs about 1.6 CPU-seconds to start, which the whole-game tests paid some
thirty times a run (issue 18). So a test worker keeps the browsers its tests are done with
(:func:`lend_phone`, :func:`give_back`): one given back has left its page for
``about:blank``, and its cookies, its cache and the storage of the page it showed are
cleared, so the next test's phone knows nothing of the last one. Two phones of one test
are never the same browser. A browser that fails to come back clean is quit.
"""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--no-default-browser-check",
    "--metrics-recording-only",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
)


def require_browser() -> None:
    """Skip (with the reason in the test report) where chromium or its driver is missing."""
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not Path(p).is_file()]
    if missing:
        pytest.skip(f"headless browser tests need Debian's chromium and chromium-driver: missing {missing}")
    pytest.importorskip("selenium", reason="the browser tests need selenium (the [test] extra)")


def replaced(exc: Exception) -> bool:
    """Whether ``exc`` says the element went with the page it was on (a navigation replaced
    it between finding and reading): Chromium reports that as a stale element, as no such
    element, or as "Node with given id does not belong to the document"."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException

    if isinstance(exc, (StaleElementReferenceException, NoSuchElementException)):
        return True
    return isinstance(exc, WebDriverException) and "does not belong to the document" in str(exc)


def new_phone(profile: Path, width: int = 360, height: int = 740, lang: str = "en") -> Any:
    """One headless phone-sized browser with its own fresh profile; ``lang``: the phone's
    language (Accept-Language, ``navigator.language``). The page does not follow it: it
    speaks the laptop's language, which ``test_browser.py`` checks with a German browser."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    os.environ.setdefault("SE_OFFLINE", "true")  # never let Selenium Manager go looking online
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--lang={lang}")
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    # a phone's viewport (headless windows are at least 500 px wide; emulation is exact)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0}})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(20)
    driver.set_script_timeout(10)
    return driver


_idle: list[Any] = []  # this worker's browsers that no test holds
_profiles: list[str] = []  # their user-data-dirs, removed when the worker ends


def lend_phone(lang: str = "en") -> Any:
    """A phone-sized browser (360×740) that no other phone of the test is: a kept one if
    this worker has one, else a new one; ``lang`` becomes its language (Accept-Language
    and ``navigator.language``), as :func:`new_phone`'s ``lang``."""
    driver = _idle.pop() if _idle else None
    if driver is None:
        if not _profiles:
            atexit.register(_quit_kept)
        profile = tempfile.mkdtemp(prefix="kartentisch-phone-")
        _profiles.append(profile)
        driver = new_phone(Path(profile), lang=lang)
        driver.kartentisch_agent = driver.execute_script("return navigator.userAgent")
    driver.execute_cdp_cmd("Network.setUserAgentOverride",
                           {"userAgent": driver.kartentisch_agent, "acceptLanguage": lang})
    return driver


def give_back(driver: Any) -> None:
    """The test is done with this browser: clean, it waits for the next test; else it quits."""
    try:
        origin = driver.execute_script("return location.origin")
        driver.get("about:blank")
        if isinstance(origin, str) and origin.startswith("http"):
            driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        clean = len(driver.window_handles) == 1 and driver.execute_script("return location.href") == "about:blank"
    except Exception:  # noqa: BLE001 - a browser that went away or hangs is not kept
        clean = False
    if clean:
        _idle.append(driver)
        return
    try:
        driver.quit()
    except Exception:  # noqa: BLE001 - it already went away
        pass


def _quit_kept() -> None:
    while _idle:
        try:
            _idle.pop().quit()
        except Exception:  # noqa: BLE001 - the worker ends anyway
            pass
    for profile in _profiles:
        shutil.rmtree(profile, ignore_errors=True)
