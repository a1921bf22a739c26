"""Referee adapters for Tresillo (``referee.md``, ``rules/tresillo.md``)."""

from __future__ import annotations

from .tresillo_cobro import RULINGS as _COBRO

RULINGS = () + _COBRO
