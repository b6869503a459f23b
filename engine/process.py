"""What kind of process this is: `rulebook` run as a program (the console script, `python -m
rulebook.cli`), or the package used inside another host (pytest, a user's script). Only a program
may take on what belongs to the whole process, such as adopting orphaned descendants."""

from __future__ import annotations

AS_PROGRAM = False
