"""confusable_homoglyphs reads its Unicode tables (categories.json, confusables.json) from
its package folder at import time: they must travel with the bundle."""
from PyInstaller.utils.hooks import collect_data_files

datas = collect_data_files("confusable_homoglyphs")
