"""Tapete: a self-hosted tutor and rules-compliance trainer for Tresillo, Canasta and Pinacle.

This package imports nothing on purpose, so that ``import tutor.rules`` never loads Flask.
"""

__version__ = "0.1.0"
