"""Juega un trato's public names say what they are (the developers' guide: public functions and classes have
docstrings): every public function, class, method and property of the deal's modules, engine to web."""

from __future__ import annotations

import importlib
import inspect

import pytest

MODULES = ("tutor.rules.tresillo.mesa", "tutor.rules.tresillo.computadora", "tutor.rules.tresillo.recorrido",
           "tutor.rules.tresillo.ledger", "tutor.progress.tratos", "tutor.web.trato", "tutor.web.trato_juego",
           "tutor.web.trato_views", "tutor.cli_trato")


def _undocumented(module) -> list[str]:
    out = []
    for name, obj in vars(module).items():
        if name.startswith("_") or getattr(obj, "__module__", None) != module.__name__:
            continue
        if (inspect.isfunction(obj) or inspect.isclass(obj)) and not inspect.getdoc(obj):
            out.append(name)
        if inspect.isclass(obj):
            for member, value in vars(obj).items():
                function = value.fget if isinstance(value, property) else getattr(value, "__func__", value)
                if not member.startswith("_") and inspect.isfunction(function) and not (function.__doc__ or "").strip():
                    out.append(f"{name}.{member}")
    return out


@pytest.mark.parametrize("name", MODULES)
def test_trato_every_public_name_has_a_docstring(name):
    assert _undocumented(importlib.import_module(name)) == []
