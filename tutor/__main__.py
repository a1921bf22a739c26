"""``python -m tutor``: the command line (see :mod:`tutor.cli`)."""

from .cli import main

raise SystemExit(main())
