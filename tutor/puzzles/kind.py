"""A puzzle kind as data: how to build its situations, which referee ruling answers them, its known mistakes.

Like the themes of a chess-puzzle tagger, every kind is one registry entry (:class:`Kind`) with small functions:

* ``build(level, rng, house_rules) -> Draft | None``: a plausible table situation for the level, drawn from
  ``rng`` (a ``random.Random``) only; ``None`` means "draw again";
* ``answer(ruling, draft) -> value``: the right answer, read from the referee's ruling (never computed here);
* ``accept(level, draft, ruling) -> bool``: whether the ruling shows what the level is about (e.g. level 1 of
  ``canasta.pozo`` wants a tapón); otherwise the generator draws again from the same ``rng``;
* ``mistakes``: :class:`MistakeSpec` values, each computing a known wrong answer from the :class:`Case`; a wrong
  answer that two of them give names neither (:meth:`Kind.known_mistakes`);
* ``pose(level, situation, context) -> Draft``: the question, form and display values for a *given* situation
  (a puzzle set's hand-written situation, a ruling saved from the referee); no randomness, no ``accept``.

:meth:`Kind.generate` is deterministic: ``random.Random(seed)`` is the only source of randomness, and builders
never depend on ``hash()`` of strings or on set iteration order.
"""

from __future__ import annotations

import random
from types import MappingProxyType
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Mapping

from ..rules.base import BilingualError, InvalidSituation, Message, Ruling, shown
from ..rules.cartas import format_cartas, parse_cartas
from ..rules.games import GAMES
from ..rules.profiles import REGLAMENTO, Profile
from ..referee.profiles import changed_settings, explained
from . import engine
from .fastrandom import PuzzleRandom
from .base import (InvalidAnswer, Mistake, Puzzle, PuzzleId, Verdict, check_level, check_seed, freeze,
                   situation_digest, thaw)
from .forms import AnswerForm


@dataclass(frozen=True)
class Draft:
    """A candidate puzzle before the referee has ruled on it.

    Attributes:
        situation: the referee situation, plain JSON (``docs/rulings.md`` fields of the kind's ruling).
        form: the answer form.
        question: the question message; ``question_values`` fill it.
        context: display-only facts for the client (never read by the referee).
        aim: private note from ``build`` to ``accept`` (e.g. the blocking condition the draw aimed at).
        ruling: the referee ruling to ask when it is not the kind's usual one (a level may ask another question).
    """

    situation: Mapping[str, Any]
    form: AnswerForm
    question: Message
    question_values: Mapping[str, Any] = field(default_factory=dict)
    context: Mapping[str, Any] = field(default_factory=dict)
    aim: Any = None
    ruling: str | None = None


@dataclass(frozen=True)
class Case:
    """Everything a mistake function may look at: the situation, the ruling, the right answer, the house rules."""

    situation: Mapping[str, Any]
    context: Mapping[str, Any]
    ruling: Ruling
    answer: Any
    house_rules: Any
    level: int
    form: AnswerForm
    _memo: dict = field(init=False, default_factory=dict, repr=False, compare=False)

    def memo(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        """``compute()`` once per puzzle for ``key`` (e.g. the situation as the engine reads it, shared by
        several known mistakes; a key may be a tuple, e.g. ``("liquidacion", variante)``)."""
        memo = self._memo
        if key not in memo:
            memo[key] = compute()
        return memo[key]

    def rerun(self, name: str, situation: Mapping[str, Any], house_rules: Any = None) -> Ruling:
        """Ask the referee about a changed situation (how most wrong computations are derived)."""
        return engine.run(name, situation, house_rules if house_rules is not None else self.house_rules)


@dataclass(frozen=True)
class MistakeSpec:
    """A named wrong computation.

    Attributes:
        mistake: its id and Spanish/English name.
        compute: ``Case -> wrong answer (normalised like the right one) | None`` (None: does not apply here).
    """

    mistake: Mistake
    compute: Callable[[Case], Any]


def mistake(id: str, es: str, en: str, compute: Callable[[Case], Any]) -> MistakeSpec:
    """Shorthand for a :class:`MistakeSpec` whose message id is ``"<id>"``."""
    return MistakeSpec(Mistake(id, Message(id, es, en)), compute)


def retired_mistake(id: str, es: str, en: str) -> Mistake:
    """Shorthand for a mistake a kind no longer names (:attr:`Kind.retired_mistakes`), message id ``"<id>"``."""
    return Mistake(id, Message(id, es, en))


def _always(level: int, draft: Draft, ruling: Ruling) -> bool:
    return True


def canonical_cards(fields: dict, baraja: str) -> dict:
    """``fields`` (a situation or a context, plain JSON) with every card field written in canonical tokens.

    Card input is case-insensitive and may be padded (``notation.md``): ``["qs", " 5D"]`` is read by the referee
    as ``["QS", "5D"]``, but the known mistakes and the digest read the tokens as written, so a hand-written
    situation is rewritten once, here. A card field is a top-level value that parses as cards of ``baraja``: a
    string (one card or space-separated cards: a string again), a list of strings or a list of such lists
    (``combinaciones``). No other field of ``docs/rulings.md`` parses as cards (choices such as ``"trio"`` or the
    trump suit ``"o"`` do not), and a value that does not parse is kept for the referee to name what is wrong.

    Args:
        fields: field name -> plain JSON value; not changed.
        baraja: :data:`~tutor.rules.cartas.FRANCESA` or :data:`~tutor.rules.cartas.ESPANOLA`.

    Returns:
        A new dict, the same keys in the same order.
    """
    return {name: _canonical(value, baraja) for name, value in fields.items()}


def _canonical(value: Any, baraja: str) -> Any:
    try:
        if isinstance(value, str) and value.strip():
            return format_cartas(parse_cartas(value, baraja))
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            return [str(c) for c in parse_cartas(value, baraja)]
        if isinstance(value, list) and value and all(isinstance(v, list) for v in value):
            return [[str(c) for c in parse_cartas(v, baraja)] for v in value]
    except InvalidSituation:
        pass  # not cards (or a bad card): kept as written
    return value


def _detail_es(err: Exception, template: str) -> str:
    """``template`` filled with a caught error's Spanish text when it has one (a :class:`BilingualError`), e.g.
    ``_detail_es(err, " ({})")``; ``""`` for a Python error, whose own text is English only."""
    return template.format(err.es) if isinstance(err, BilingualError) else ""


def _id_key(profile: Profile) -> str:
    """What a puzzle id carries for ``profile``: its key, or ``""`` for the Reglamento (ids without ``-P``)."""
    return "" if profile.key == REGLAMENTO.key else profile.key


class GenerationFailed(RuntimeError):
    """A kind could not build an acceptable situation for this level and seed (a bug in the kind)."""


@dataclass(frozen=True)
class Kind:
    """One puzzle kind (``docs/design.md`` § Puzzles).

    Attributes:
        name: e.g. ``"canasta.pozo"``.
        game: ``"canasta"``, ``"pinacle"`` or ``"tresillo"``.
        ruling: the referee ruling that answers it (``docs/rulings.md``), e.g. ``"canasta.pozo"``.
        version: generator version; bump it whenever a seed would produce a different puzzle.
        earlier_builds: earlier generator version -> its ``build``, kept so that the ids of that version keep
            showing the same puzzle (``canasta.pozo-v1-…``); every other function is shared by all versions.
        pose_version: the version written in the ids of hand-written situations (``...-H<digest>``): the
            generator version when ``pose`` last changed, so that a new ``build`` leaves them as they were
            (``None``: the current version).
        title: what the kind practises, in Spanish and English.
        levels: level (1..3) -> what that level varies, in Spanish and English.
        build, answer, accept, mistakes, pose: see the module docstring.
        max_tries: draws allowed before :class:`GenerationFailed`.
        steps: ``(draft, ruling) -> reasons`` the explanation shows, where the ruling answers more than the kind
            asks (``pinacle.comodin`` asks which comodines are free, not what the escalera is worth); ``None``:
            every reason of the ruling. The answer and the known mistakes still read the whole ruling.
        retired_mistakes: mistakes the kind no longer names (their wrong answer is now named otherwise, or by
            none), kept with their text because stored attempts hold their ids (:meth:`mistake_named`).
    """

    name: str
    game: str
    ruling: str
    version: int
    title: Message
    levels: Mapping[int, Message]
    build: Callable[[int, random.Random, Any], Draft | None]
    answer: Callable[[Ruling, Draft], Any]
    mistakes: tuple[MistakeSpec, ...] = ()
    accept: Callable[[int, Draft, Ruling], bool] = _always
    max_tries: int = 2000
    pose: Callable[[int, Mapping[str, Any], Mapping[str, Any]], Draft] | None = None
    earlier_builds: Mapping[int, Callable[[int, random.Random, Any], Draft | None]] = field(default_factory=dict)
    pose_version: int | None = None
    steps: Callable[[Draft, Ruling], tuple] | None = None
    retired_mistakes: tuple[Mistake, ...] = ()

    def mistake_named(self, mistake_id: str) -> Mistake | None:
        """The mistake a stored attempt names by ``mistake_id``: one of :attr:`mistakes`, else a retired one;
        ``None`` for an id the kind never had."""
        known = (spec.mistake for spec in self.mistakes)
        return next((m for m in (*known, *self.retired_mistakes) if m.id == mistake_id), None)

    @property
    def handwritten_version(self) -> int:
        """The version in the ids of hand-written situations (:attr:`pose_version`, else the current one)."""
        return self.version if self.pose_version is None else self.pose_version

    @property
    def versions(self) -> tuple[int, ...]:
        """Every generator version whose ids this kind still resolves, the current one last."""
        return (*sorted(self.earlier_builds), self.version)

    def generate(self, level: int, seed: int, profile: Profile | None = None, version: int | None = None) -> Puzzle:
        """The puzzle of this kind for ``level`` and ``seed``: the same on every machine.

        Args:
            level: 1, 2 or 3.
            seed: a whole number in ``[0, MAX_SEED]``.
            profile: the house-rule profile in force (``None`` = the Reglamento); any other profile's key ends
                the puzzle's id (``...-S7-Pclasica``).
            version: the generator version (one of :attr:`versions`; ``None`` = the current one).

        A draw the referee refuses under the profile's house rules (a situation they make impossible, though the
        Reglamento allows it) is drawn again, as one :attr:`accept` refuses is: the draws before it are the same,
        so a seed that gave a puzzle gives the same puzzle.

        Raises:
            ValueError: a bad level, seed or version.
            GenerationFailed: no acceptable situation within ``max_tries`` draws (a bug in the kind).
        """
        check_level(level)
        check_seed(seed)
        version = self.version if version is None else version
        if version not in self.versions:
            raise ValueError(f"{self.name} has no generator version {version!r} (versions: {self.versions})")
        build = self.build if version == self.version else self.earlier_builds[version]
        profile = profile or REGLAMENTO
        house_rules = profile.house_rules
        rng = PuzzleRandom(seed)  # the same draws as random.Random(seed), with fewer Python calls
        for _ in range(self.max_tries):
            draft = build(level, rng, house_rules)
            if draft is None:
                continue
            situation = draft.situation  # plain JSON, built for this draft alone: no defensive copy needed
            try:
                ruling = engine.run(draft.ruling or self.ruling, situation, house_rules)
            except InvalidSituation:  # a draw these house rules make impossible (a bola lance under
                continue              # bola_como_logro, a 1-4-4 under puesta_real = codillo): drawn again
            if self.accept(level, draft, ruling):
                return self._puzzle(PuzzleId(self.name, version, level, seed, profile=_id_key(profile)), draft,
                                    situation, ruling, profile)
        raise GenerationFailed(f"{self.name}: no acceptable level-{level} situation for seed {seed}")

    def from_situation(self, level: int, situation: Mapping[str, Any], profile: Profile | None = None,
                       context: Mapping[str, Any] | None = None) -> Puzzle:
        """This kind's question about a hand-written ``situation``; its answer still comes from the referee.

        Args:
            level: 1, 2 or 3 (the difficulty shown; for a few kinds it also picks the question, e.g. level 3 of
                ``tresillo.orden`` asks who wins the baza).
            situation: a referee situation (``docs/rulings.md``) of the ruling this kind asks about, plain JSON.
            profile: the house-rule profile in force (``None`` = the Reglamento).
            context: display-only facts some kinds show (e.g. ``debajo_del_pozo`` for ``canasta.salida``).

        Returns:
            A :class:`Puzzle` whose id holds the situation's digest (``...-L2-H3f9a0c21b7de``).

        Raises:
            InvalidSituation: the referee refuses the situation (a bad card, an impossible deal, a missing field),
                or this kind's question cannot be asked about it.
            ValueError: a bad level, or a kind that cannot pose hand-written situations.
        """
        check_level(level)
        if self.pose is None:
            raise ValueError(f"{self.name} cannot pose a hand-written situation")
        if not isinstance(situation, Mapping):
            raise InvalidSituation(f"a situation must be a table of fields, got {type(situation).__name__}",
                                   es=f"la situación debe ser una tabla de campos, pero es {shown(situation)}")
        baraja = GAMES[self.game].deck
        profile = profile or REGLAMENTO
        house_rules = profile.house_rules
        situation, context = canonical_cards(thaw(situation), baraja), canonical_cards(thaw(context or {}), baraja)
        try:
            draft = self.pose(level, situation, context)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as err:
            engine.run(self.ruling, situation, house_rules)  # the referee names what is wrong, if it can
            if isinstance(err, KeyError):  # a field the kind needs and the referee does without
                missing = err.args[0]
                raise InvalidSituation(f"the situation has no {missing!r} field", field=str(missing),
                                       es=f"a la situación le falta el campo {shown(missing)}") from None
            detail = _detail_es(err, ": {}")
            raise InvalidSituation(f"cannot ask {self.name} about this situation: {err}",
                                   es=f"{self.name} no puede preguntar sobre esta situación{detail}") from None
        ruling = engine.run(draft.ruling or self.ruling, situation, house_rules)
        answer = self.answer(ruling, draft)
        try:
            readable = draft.form.parse(draft.form.format(answer)) == answer
        except (InvalidAnswer, TypeError, ValueError, KeyError, StopIteration):
            readable = False
        if not readable:
            raise InvalidSituation(f"{self.name} cannot ask about this situation: its answer {answer!r} is not "
                                   f"among the answers this question offers",
                                   es=f"{self.name} no puede preguntar sobre esta situación: su respuesta "
                                      f"{shown(answer)} no está entre las que ofrece la pregunta")
        pid = PuzzleId(self.name, self.handwritten_version, level, 0, situation_digest(self.name, situation, context),
                       _id_key(profile))
        return self._puzzle(pid, draft, situation, ruling, profile)

    def _puzzle(self, pid, draft, situation, ruling, profile) -> Puzzle:
        level = pid.level
        answer = self.answer(ruling, draft)
        ruling_name = draft.ruling or self.ruling

        def mistakes():  # the Case is built only when a wrong answer needs the known mistakes
            case = Case(situation, thaw(draft.context), ruling, answer, profile.house_rules, level, draft.form)
            return self.known_mistakes(case)

        def changed():  # which settings move the answer: asked of the referee only when a verdict is explained
            decide = engine.decider(ruling_name, situation)
            return changed_settings(lambda house_rules: self.answer(decide(house_rules), draft), profile, self.game)

        return Puzzle(
            id=pid,
            ruling_name=ruling_name,
            situation=freeze(situation),
            question=draft.question,
            question_values=MappingProxyType(dict(draft.question_values)),  # cards stay cards (a page writes them)
            form=draft.form,
            context=freeze(draft.context),
            ruling=ruling if self.steps is None else Ruling(ruling.answer, tuple(self.steps(draft, ruling))),
            answer=answer,
            mistake_source=mistakes,
            profile=profile,
            changed_source=changed if _id_key(profile) else None,
        )

    def known_mistakes(self, case: Case) -> tuple:
        """``((Mistake, wrong answer), ...)`` for one puzzle, in the kind's order: each applicable mistake whose
        result differs from the right answer and from every other mistake's result.

        A wrong answer that two or more mistakes give names none of them: the learner's reasoning is then unknown,
        and naming either may describe a mistake he did not make (issue 19). Its verdict just says it is wrong,
        with the right steps. This is the one place that rule lives: every kind, every version, every profile.
        """
        form, right = case.form, case.answer
        given = [(spec.mistake, wrong) for spec in self.mistakes
                 if (wrong := spec.compute(case)) is not None and wrong != right]
        return tuple((m, wrong) for i, (m, wrong) in enumerate(given)
                     if not any(form.matches(wrong, other, right) for j, (_, other) in enumerate(given) if j != i))

    def check(self, puzzle: Puzzle, answer: Any) -> Verdict:
        """Judge an answer to ``puzzle``.

        Args:
            puzzle: a puzzle of this kind.
            answer: the answer TEXT (parsed by the puzzle's form), or an already normalised value.

        Returns:
            A :class:`Verdict`; its ``mistake`` is the known mistake whose answer a wrong answer is, or ``None``
            when it is none of them or more than one gives it (:meth:`known_mistakes`).

        Raises:
            InvalidAnswer: the text cannot be read as an answer to this puzzle.
        """
        pid, form = puzzle.id, puzzle.form
        if pid.kind != self.name:
            raise ValueError(f"puzzle {pid} is not of kind {self.name}")
        if isinstance(answer, str):
            given = form.parse(answer)
        else:
            try:  # a normalised value must survive its own text form
                given = form.parse(form.format(answer))
            except (TypeError, ValueError, KeyError) as err:
                detail = _detail_es(err, " ({})")
                raise InvalidAnswer(f"not an answer to this puzzle: {answer!r} ({err})",
                                    es=f"no es una respuesta a este ejercicio: {shown(answer)}{detail}") from None
        right = puzzle.answer
        correct = given == right
        found = None
        if not correct:
            found = next((m for m, wrong in puzzle.mistakes if form.matches(given, wrong, right)), None)  # at most one
        profile = puzzle.profile or REGLAMENTO
        changed = puzzle.changed_by
        return Verdict(pid, correct, 1.0 if correct else form.score(given, right), given, right,
                       puzzle.answer_text(), explained(puzzle.ruling.reasons, profile, self.game, changed), found,
                       profile, changed)
