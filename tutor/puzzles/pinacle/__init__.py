"""Pinacle puzzle kinds (``rules/pinacle.md``): escalera, comodin, especial.

Only the fully sourced areas (§8 escalera completa, §9 comodines rescatados, §10 special sets) have puzzles;
ordinary card values, the pozo and the salida of Pinacle wait for the missing rulebook pages (§12).
"""
