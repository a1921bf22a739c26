"""Canasta puzzle kinds (``rules/canasta.md``): valor, combinacion, pozo, salida, mano.

Shared drawing helpers live in :mod:`.comun`; every kind module defines ``KIND``.
"""
