"""A ``random.Random`` whose hot methods draw exactly the same numbers, with fewer Python calls.

Generators call ``choice``, ``randint`` and ``sample`` tens of times per puzzle; the standard library's versions
go through two or three Python-level calls each (``randint`` -> ``randrange`` -> ``_randbelow``). The overrides
below inline CPython's ``_randbelow_with_getrandbits`` (unchanged since 3.2): take ``n.bit_length()`` bits from
the Mersenne Twister and retry while the value is ``>= n``. The stream of ``getrandbits`` calls is therefore the
same as the standard methods', so a seed gives the same puzzle with either class (puzzle ids stay valid);
``tests/test_puzzles_framework.py`` checks it against ``random.Random`` over many seeds.
"""

from __future__ import annotations

import random
from _random import Random as _CRandom
from math import ceil as _ceil, log as _log


class PuzzleRandom(random.Random):
    """``random.Random(seed)`` with faster ``choice``, ``randint`` and ``sample`` (same results, same stream)."""

    __slots__ = ()
    gauss_next = None
    """What ``random.Random.__init__`` stores per instance (nothing cached for ``gauss``); a class default here, so
    an instance gets no ``__dict__`` unless ``gauss``/``seed`` set it (they assign it as usual)."""

    def __init__(self, x=None):
        if type(x) is int:  # a puzzle seed: what random.Random.seed does for an int, without its two Python frames
            _CRandom.seed(self, x)
        else:
            super().__init__(x)  # str, bytes, None...: the standard conversions

    def choice(self, seq):
        n = len(seq)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        getrandbits, k = self.getrandbits, n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return seq[r]

    def randint(self, a: int, b: int) -> int:
        n = b - a + 1
        if type(a) is not int or type(b) is not int or n <= 0:
            return super().randint(a, b)  # the standard errors and conversions
        getrandbits, k = self.getrandbits, n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return a + r

    def sample(self, population, k, *, counts=None):
        n = len(population) if counts is None and isinstance(population, (tuple, list, range, str)) else -1
        if not 0 <= k <= n:
            return super().sample(population, k, counts=counts)  # the standard errors and the counts= form
        getrandbits = self.getrandbits
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                m = n - i
                bits = m.bit_length()
                j = getrandbits(bits)
                while j >= m:
                    j = getrandbits(bits)
                result[i] = pool[j]
                pool[j] = pool[m - 1]
        else:
            selected = set()
            bits = n.bit_length()
            for i in range(k):
                j = getrandbits(bits)
                while j >= n or j in selected:
                    j = getrandbits(bits)
                selected.add(j)
                result[i] = population[j]
        return result
