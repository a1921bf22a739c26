"""Shared by the named-mistake property tests (issue 19): a kind's puzzles swept for what their mistakes say."""

from __future__ import annotations

from tutor.puzzles import LEVELS, check, generate


def sweep(name, fits, seeds) -> set[str]:
    """Every named mistake of ``name``'s puzzles over ``seeds`` and the three levels: its text is true of the
    puzzle (``fits[mistake id](puzzle, wrong answer)``), the wrong answer it names is read back as a mistake
    whose own computation gives exactly that answer, and no two mistakes of a puzzle give the same wrong answer
    (the puzzle layer names neither, ``Kind.known_mistakes``).

    Returns:
        The ids of the mistakes seen.
    """
    seen = set()
    for level in LEVELS:
        for seed in seeds:
            puzzle = generate(name, level, seed)
            _one_mistake_per_answer(puzzle)
            for mistake, wrong in puzzle.mistakes:
                assert fits[mistake.id](puzzle, wrong), (str(puzzle.id), mistake.id, wrong)
                seen.add(mistake.id)
                verdict = check(puzzle, puzzle.form.format(wrong))
                assert verdict.mistake is not None and not verdict.correct, (str(puzzle.id), wrong)
                assert puzzle.form.matches(verdict.given, dict(puzzle.mistakes)[verdict.mistake], puzzle.answer)
    return seen


def _one_mistake_per_answer(puzzle) -> None:
    """Two mistakes that give the same wrong answer leave the learner's reasoning unknown: naming either one may
    describe a mistake he did not make (issue 19), so neither is named (or a kind has one text true of both)."""
    mistakes = puzzle.mistakes
    for i, (mistake, wrong) in enumerate(mistakes):
        for other, other_wrong in mistakes[i + 1:]:
            assert not puzzle.form.matches(wrong, other_wrong, puzzle.answer), (
                str(puzzle.id), mistake.id, other.id, wrong)
