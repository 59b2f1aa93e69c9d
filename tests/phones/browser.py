"""Debian's headless chromium through Selenium, for the phone page's end-to-end tests.

Only loopback traffic: every background service of Chromium is switched off, and the
host resolver maps every name except the loopback addresses to "not found". Each phone
gets a fresh user-data-dir (its own cookies, storage and cache: its own "device").
"""
from __future__ import annotations

import os
import shutil
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


def new_phone(profile: Path, width: int = 360, height: int = 740, lang: str = "en") -> Any:
    """One headless phone-sized browser with its own fresh profile; ``lang``: the phone's
    language (the page uses it until the laptop's language arrives)."""
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
