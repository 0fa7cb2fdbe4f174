"""The PySide6 desktop application: the only package that imports Qt."""
