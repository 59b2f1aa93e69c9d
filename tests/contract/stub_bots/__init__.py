"""The stub game's lab package: what the balance lab needs to simulate "Höher oder Tiefer"
(``spec``). It has no ``report`` module, so the reports use the lab's plain defaults."""
