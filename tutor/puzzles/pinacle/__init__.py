"""Pinacle puzzle kinds (``rules/pinacle.md``): escalera, comodin, especial, jugada.

Only the fully sourced areas (§5–§7 what may be laid and done in the turn, §8 escalera completa, §9 comodines
rescatados, §10 special sets) have puzzles; ordinary card values, the conditions of the pozo and the salida of
Pinacle wait for the missing rulebook pages (§12).
"""
