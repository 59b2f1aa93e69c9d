"""The shell: the process and the window around the screens. The QApplication and the
booted window (application), the main window with its boot and menus, the notice strip,
the process's set-up before Qt, the log file, the crash dialog, the desktop launcher and
``--time-to-window``. It is the top: only ``gui.app`` and the self-checks import it.
It knows no game."""
