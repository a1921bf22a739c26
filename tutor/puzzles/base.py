"""The shapes of the puzzle layer: puzzle ids, puzzles, mistakes and verdicts (``docs/design.md`` § Puzzles).

A :class:`Puzzle` is a referee situation (``docs/rulings.md``) plus one question about it. Its right answer is taken from
the referee's :class:`~tutor.rules.base.Ruling` on that very situation, and its explanation is that ruling's
reasons, so a puzzle and the referee can never disagree. What a client receives (:meth:`Puzzle.prompt`) never holds
the answer.

A puzzle id encodes kind, generator version, level and seed: ``"canasta.pozo-v1-L2-S12345"``. A puzzle posed on a
hand-written situation (a puzzle set's fixed puzzle, a ruling saved from the referee) has a digest of its situation
instead of a seed: ``"canasta.pozo-v1-L2-H3f9a0c21b7de"`` (see :func:`situation_digest`). A puzzle made under a
house-rule profile other than the Reglamento ends with that profile's key: ``"canasta.pozo-v2-L3-S7-Pclasica"``;
an id without ``-P`` is the Reglamento's, as every id was before profiles.

>>> parse_id("canasta.pozo-v1-L2-S12345")
PuzzleId(kind='canasta.pozo', version=1, level=2, seed=12345, digest='', profile='')
>>> str(PuzzleId("tresillo.cobro", 1, 3, 7))
'tresillo.cobro-v1-L3-S7'
>>> parse_id("canasta.pozo-v1-L2-H3f9a0c21b7de").digest
'3f9a0c21b7de'
>>> parse_id("canasta.pozo-v2-L3-S7-Pclasica").profile
'clasica'
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from itertools import chain
from types import MappingProxyType
from typing import Any, Mapping

from ..rules.base import BilingualError, Message, Reason, Ruling, jsonable, shown
from ..rules.profiles import REGLAMENTO

LEVELS = (1, 2, 3)
"""Every kind has three levels: 1 = one obvious rule, 3 = several interacting rules."""

MAX_SEED = 2**63 - 1
"""Seeds are whole numbers in ``[0, MAX_SEED]``."""


class InvalidAnswer(BilingualError):
    """The learner's answer text cannot be read as an answer to this puzzle (the CLI exits 2, a form says why).

    Raised for an empty answer, a word that is not a number, a card that is not in the deck, a card that is not
    among the puzzle's cards, an option that does not exist, or a wrong number of parts. A *wrong* but well-formed
    answer is never an error: it gets a :class:`Verdict` with ``correct=False``.

    ``InvalidAnswer(message_en, es=message_es)``: ``str(err)`` is the English text, ``err.text(lang)`` the one of
    ``lang`` (Spanish by default), ``err.within("puntos: ")`` the same error inside a several-part answer
    (:class:`~tutor.rules.base.BilingualError`).
    """


class InvalidPuzzleId(BilingualError):
    """A puzzle id is malformed (see :func:`parse_id`) or names an unknown kind or version (Spanish and English
    texts, as every error of the puzzle layer)."""


class UnknownKind(BilingualError, LookupError):
    """No puzzle kind has this name (a LookupError, as before; Spanish and English texts)."""


# ---------------------------------------------------------------------------------------------- ids

_ID = re.compile(r"^(?P<kind>[a-z]+\.[a-z_]+)-v(?P<version>[1-9][0-9]{0,3})-L(?P<level>[1-9])-"
                 r"(?:S(?P<seed>0|[1-9][0-9]{0,18})|H(?P<digest>[0-9a-f]{12}))"
                 r"(?:-P(?P<profile>[a-z][a-z0-9_]{0,31}))?$")
DIGEST_LENGTH = 12
"""Hex digits of a hand-written situation's digest in its puzzle id."""


@dataclass(frozen=True)
class PuzzleId:
    """The identity of a generated puzzle: enough to generate it again on any machine.

    Attributes:
        kind: e.g. ``"canasta.pozo"``.
        version: the kind's generator version (bumped whenever the same seed would give another puzzle).
        level: 1, 2 or 3.
        seed: a whole number in ``[0, MAX_SEED]`` (0 for a hand-written situation).
        digest: ``""`` for a generated puzzle; for a puzzle posed on a hand-written situation, the
            :func:`situation_digest` of that situation (the id then reads ``...-H<digest>`` instead of ``...-S<seed>``).
        profile: ``""`` for the Reglamento; else the key of the house-rule profile it was made under
            (:mod:`tutor.rules.profiles`), written ``...-P<key>`` at the end of the id.
    """

    kind: str
    version: int
    level: int
    seed: int
    digest: str = ""
    profile: str = ""

    def __str__(self) -> str:
        made = f"H{self.digest}" if self.digest else f"S{self.seed}"
        return f"{self.kind}-v{self.version}-L{self.level}-{made}" + (f"-P{self.profile}" if self.profile else "")

    @property
    def handwritten(self) -> bool:
        """True for a puzzle posed on a hand-written situation (its id holds a digest, not a seed)."""
        return bool(self.digest)


def situation_digest(kind: str, situation: Mapping[str, Any], context: Mapping[str, Any] | None = None) -> str:
    """A stable short digest (12 hex digits) of a hand-written situation asked as ``kind``.

    Canonical JSON (sorted keys, no spaces, cards as tokens) hashed with SHA-256: the same situation gives the same
    digest on every machine, whatever the key order it was written in.
    """
    text = json.dumps({"kind": kind, "situation": thaw(situation), "context": thaw(context or {})},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_LENGTH]


def parse_id(text: str) -> PuzzleId:
    """Read a puzzle id such as ``"canasta.pozo-v1-L2-S12345"`` (or ``"...-H<12 hex digits>"`` for a hand-written
    situation), ending ``-P<profile key>`` when made under a profile other than the Reglamento.

    Only the shape is checked here (the kind's existence and version are checked by :func:`tutor.puzzles.from_id`).

    Raises:
        InvalidPuzzleId: not a string of the form ``<game>.<kind>-v<version>-L<level 1-3>-S<seed>``, or a seed
            outside ``[0, MAX_SEED]``.
    """
    m = _ID.match(text.strip()) if isinstance(text, str) else None
    if m is None:
        raise InvalidPuzzleId(
            f"malformed puzzle id {text!r}: expected <game>.<kind>-v<version>-L<level>-S<seed>, "
            f"e.g. 'canasta.pozo-v1-L2-S12345'",
            es=f"id de ejercicio mal formado {shown(text)}: se espera <juego>.<tipo>-v<versión>-L<nivel>-S<semilla>, "
               f'p. ej. "canasta.pozo-v1-L2-S12345"')
    level, seed = int(m["level"]), int(m["seed"] or 0)
    if m["profile"] == "reglamento":
        raise InvalidPuzzleId(f"malformed puzzle id {text!r}: the Reglamento's puzzles carry no -P part",
                              es=f"id de ejercicio mal formado {shown(text)}: los ejercicios del Reglamento no llevan "
                                 f"la parte -P")
    if level not in LEVELS:
        raise InvalidPuzzleId(f"malformed puzzle id {text!r}: the level must be 1, 2 or 3",
                              es=f"id de ejercicio mal formado {shown(text)}: el nivel debe ser 1, 2 o 3")
    if seed > MAX_SEED:
        raise InvalidPuzzleId(f"malformed puzzle id {text!r}: the seed must be at most {MAX_SEED}",
                              es=f"id de ejercicio mal formado {shown(text)}: la semilla debe ser como mucho "
                                 f"{MAX_SEED}")
    return PuzzleId(m["kind"], int(m["version"]), level, seed, m["digest"] or "", m["profile"] or "")


def check_seed(seed: Any) -> int:
    """A valid seed (whole number in ``[0, MAX_SEED]``), else ``ValueError`` naming it."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"a puzzle seed must be a whole number from 0 to {MAX_SEED}, got {seed!r}")
    return seed


def check_level(level: Any) -> int:
    """A valid level (1, 2 or 3), else ``ValueError`` naming it."""
    if isinstance(level, bool) or level not in LEVELS:
        raise ValueError(f"a puzzle level must be 1, 2 or 3, got {level!r}")
    return level


# ---------------------------------------------------------------------------------------------- frozen JSON


_PLAIN = (str, int, float, bool, type(None))
_PLAIN_TYPES = frozenset(_PLAIN)
_MAPPINGS = frozenset((dict, MappingProxyType))
_SEQUENCES = frozenset((list, tuple))
_STR_ONLY = frozenset((str,))
_EMPTY: Mapping[str, Any] = MappingProxyType({})
"""The frozen empty mapping (read-only, so one serves every puzzle)."""


def freeze(value: Any) -> Any:
    """A read-only copy of a JSON-like value: dicts become mapping proxies, lists become tuples."""
    t = type(value)  # exact types first: this runs for every puzzle made, on every field
    if t in _PLAIN_TYPES:
        return value
    if t in _SEQUENCES:
        frozen = tuple(value)
        if frozen and type(frozen[0]) is str:  # the usual list of card tokens: every item a str, checked by join
            try:
                "".join(frozen)  # in C, cheaper than a set test of the item types (a str subclass stays as is)
                return frozen
            except TypeError:
                pass  # a mixed list: item by item below
        elif frozen and type(frozen[0]) in _SEQUENCES and _SEQUENCES.issuperset(map(type, frozen)):
            melds = tuple(map(tuple, frozen))  # the usual list of card lists (melds on the table)
            try:
                "".join(map("".join, melds))  # every card a str, checked in C as above
                return melds
            except TypeError:
                pass  # other lists of lists: below
        if _PLAIN_TYPES.issuperset(map(type, frozen)):  # other plain lists (numbers, the empty list): no copy loop
            return frozen
        if _SEQUENCES.issuperset(map(type, frozen)) and _PLAIN_TYPES.issuperset(map(type, chain.from_iterable(frozen))):
            return tuple(map(tuple, frozen))  # a list of lists of other plain values (numbers): also checked in C
        return tuple([v if type(v) in _PLAIN_TYPES else freeze(v) for v in frozen])
    if t in _MAPPINGS:
        if not value:
            return _EMPTY  # most contexts
        if _PLAIN_TYPES.issuperset(map(type, value.values())) and _STR_ONLY.issuperset(map(type, value)):
            return MappingProxyType(dict(value))  # question values: every value plain, every key a str; checked in C
        return MappingProxyType({k if type(k) is str else str(k): v if type(v) in _PLAIN_TYPES else freeze(v)
                                 for k, v in value.items()})
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, (dict, MappingProxyType)):
        return MappingProxyType({str(k): freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    return jsonable(value)


def thaw(value: Any) -> Any:
    """The plain JSON value (dicts and lists) of a frozen one; cards become their canonical tokens."""
    t = type(value)
    if t in _PLAIN_TYPES:
        return value
    if t in _SEQUENCES:
        return [v if type(v) in _PLAIN_TYPES else thaw(v) for v in value]
    if t in _MAPPINGS:
        return {k if type(k) is str else str(k): v if type(v) in _PLAIN_TYPES else thaw(v) for k, v in value.items()}
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, (dict, MappingProxyType)):
        return {str(k): thaw(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [thaw(v) for v in value]
    return jsonable(value)


# ---------------------------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class Mistake:
    """A known wrong computation, recognised when a learner's answer equals its result.

    Attributes:
        id: stable id, e.g. ``"canasta.salida.conto_premio"``.
        name: what the learner did, in Spanish and English (``Message`` without fields).
    """

    id: str
    name: Message

    def text(self, lang: str = "es") -> str:
        """The mistake's name in ``lang``."""
        return self.name.render({}, lang)

    def to_dict(self, lang: str = "es") -> dict:
        return {"id": self.id, "name": self.text(lang)}


@dataclass(frozen=True)
class Puzzle:
    """One generated puzzle. Immutable; compare by ``id``.

    Attributes:
        id: the :class:`PuzzleId` (kind, version, level, seed).
        ruling_name: the referee ruling whose answer this is (``docs/rulings.md``), e.g. ``"canasta.pozo"``.
        situation: the referee situation (read-only JSON-like mapping; :meth:`situation_json` gives plain JSON).
        question: the question as a message, with ``question_values`` filling it.
        form: the :class:`~tutor.puzzles.forms.AnswerForm` the answer takes (also parses answer text).
        context: display-only facts a client may show next to the situation (e.g. the cards under the pozo's top
            card); never needed by the referee.
        ruling: the referee's ruling on ``situation`` (private: holds the answer).
        answer: the right answer, normalised by ``form`` (private).
        mistake_source: ``() -> ((Mistake, wrong answer), ...)``; :attr:`mistakes` calls it once, when first needed
            (a right answer never needs it, which keeps generating and checking fast).
        profile: the house-rule :class:`~tutor.rules.profiles.Profile` in force (``None``: the Reglamento).
        changed_source: ``() -> (Setting, ...)``: the settings of ``profile`` that change the answer compared with
            the Reglamento; :attr:`changed_by` calls it once, when first needed.
    """

    id: PuzzleId
    ruling_name: str
    situation: Mapping[str, Any]
    question: Message
    question_values: Mapping[str, Any]
    form: Any
    context: Mapping[str, Any]
    ruling: Ruling = field(repr=False, compare=False)
    answer: Any = field(repr=False, compare=False)
    mistake_source: Any = field(repr=False, compare=False, default=None)
    profile: Any = field(repr=False, compare=False, default=None)
    changed_source: Any = field(repr=False, compare=False, default=None)
    _cache: dict = field(init=False, repr=False, compare=False, default_factory=dict)

    @property
    def house_rules(self) -> Any:
        """The house rules in force (a :class:`~tutor.rules.house_rules.HouseRules`): the profile's."""
        return (self.profile or REGLAMENTO).house_rules

    @property
    def changed_by(self) -> tuple:
        """The settings (:class:`~tutor.referee.profiles.Setting`) of the profile that change this puzzle's answer
        compared with the Reglamento; empty under the Reglamento."""
        if "changed_by" not in self._cache:
            self._cache["changed_by"] = tuple(self.changed_source()) if self.changed_source else ()
        return self._cache["changed_by"]

    def __hash__(self) -> int:
        return hash(self.id)

    @property
    def mistakes(self) -> tuple:
        """``((Mistake, wrong answer), ...)``: the known wrong computations that differ from the answer and from
        each other's (private). A wrong answer that two mistakes give names neither
        (:meth:`~tutor.puzzles.kind.Kind.known_mistakes`)."""
        if "mistakes" not in self._cache:
            self._cache["mistakes"] = tuple(self.mistake_source()) if self.mistake_source else ()
        return self._cache["mistakes"]

    @property
    def kind(self) -> str:
        return self.id.kind

    @property
    def level(self) -> int:
        return self.id.level

    @property
    def seed(self) -> int:
        return self.id.seed

    @property
    def version(self) -> int:
        return self.id.version

    def situation_json(self) -> dict:
        """The situation as plain JSON (a fresh dict), exactly what the referee was given."""
        return thaw(self.situation)

    def question_text(self, lang: str = "es", people: Any = None) -> str:
        """The question in ``lang`` (``"es"`` or ``"en"``); ``people`` writes its cards and numbers for people
        (``A♠``, ``15.000``; see :meth:`~tutor.rules.base.Message.render`), else they are notation codes (``AS``)."""
        return self.question.render(self.question_values, lang, people)

    def answer_text(self) -> str:
        """The right answer written as an answer text that :meth:`check` accepts (for ``--key``)."""
        text = self._cache.get("answer_text")
        if text is None:  # written once: every verdict carries it
            text = self._cache["answer_text"] = self.form.format(self.answer)
        return text

    def prompt(self, lang: str = "es") -> dict:
        """What a client (browser, API, CLI) receives: everything needed to answer, and never the answer.

        Returns:
            ``{"id", "kind", "level", "seed", "version", "profile", "question", "situation", "context", "form"}``
            (``profile``: the key of the house-rule profile in force).
        """
        return {
            "id": str(self.id),
            "profile": (self.profile or REGLAMENTO).key,
            "kind": self.kind,
            "level": self.level,
            "seed": self.seed,
            "version": self.version,
            "question": self.question_text(lang),
            "situation": self.situation_json(),
            "context": thaw(self.context),
            "form": self.form.describe(lang),
        }


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer.

    Attributes:
        puzzle_id: the puzzle answered.
        correct: the answer is right (every part).
        credit: in ``[0, 1]``: 1 when correct; for several-part answers the share of parts right; 0 otherwise
            (or a form-specific share, e.g. cards chosen right).
        given: the learner's answer, normalised by the form.
        answer: the right answer, normalised.
        answer_text: the right answer as answer text.
        reasons: the ruling's reasons (the explanation), in order.
        mistake: the known wrong computation the answer equals, or ``None`` (also when two of them give it).
        profile: the house-rule profile in force (``None``: the Reglamento); the reasons name it when it is not the
            Reglamento.
        changed_by: the settings of the profile that changed the answer compared with the Reglamento (the last
            reasons say which).
    """

    puzzle_id: PuzzleId
    correct: bool
    credit: float
    given: Any
    answer: Any
    answer_text: str
    reasons: tuple[Reason, ...]
    mistake: Mistake | None = None
    profile: Any = None
    changed_by: tuple = ()

    def explanation(self, lang: str = "es") -> list[str]:
        """The explanation: the ruling's reasons rendered in ``lang`` (Spanish by default)."""
        return [r.text(lang) for r in self.reasons]

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule ids cited, in order, without repeats (links to sections of ``rules/*.md``)."""
        return tuple(dict.fromkeys(r.rule for r in self.reasons))

    def to_dict(self, lang: str = "es") -> dict:
        """JSON-ready verdict: ``{"puzzle", "profile", "correct", "credit", "answer", "explanation", "rules",
        "mistake", "changed_by"}`` (``changed_by`` as in a ruling's JSON, ``docs/rulings.md``)."""
        return {
            "puzzle": str(self.puzzle_id),
            "profile": (self.profile or REGLAMENTO).key,
            "correct": self.correct,
            "credit": self.credit,
            "answer": self.answer_text,
            "explanation": self.explanation(lang),
            "rules": list(self.rules),
            "mistake": self.mistake.to_dict(lang) if self.mistake else None,
            "changed_by": [jsonable(s.to_dict()) for s in self.changed_by],
        }
