"""Tresillo puzzle kinds (``rules/tresillo.md``): orden, jugada_legal, resultado, estuches, firmes, cobro, plato.

Shared drawing helpers live in :mod:`.comun`; every kind module defines ``KIND``.
"""
