"""The one error type every user mistake is reported with.

A `UserError` carries where the fault is (file, line, key) so that the command line can
print one clear paragraph and exit with code 2 instead of a traceback.
"""

from __future__ import annotations

from pathlib import Path


class UserError(Exception):
    """Bad input from the user: a file, a key, a value, a command-line argument or a move."""

    def __init__(self, message: str, *, file: str | Path | None = None,
                 line: int | None = None, key: str | None = None):
        super().__init__(message)
        self.message = message
        self.file = str(file) if file is not None else None
        self.line = line
        self.key = key

    def where(self) -> str:
        """'file:line, key' as far as it is known."""
        parts = []
        if self.file:
            parts.append(self.file + (f":{self.line}" if self.line else ""))
        if self.key:
            parts.append(f"key '{self.key}'")
        return ", ".join(parts)

    def __str__(self) -> str:
        where = self.where()
        return f"{where}: {self.message}" if where else self.message


PROTOCOL_CODES = ("illegal_move", "bad_request", "unsupported")


class RefusedRequest(UserError):
    """A request an engine refuses, with its protocol v1 error code.

    >>> RefusedRequest("illegal_move", "Tools is not in your hand").to_dict()
    {'code': 'illegal_move', 'message': 'Tools is not in your hand'}
    """

    def __init__(self, code: str, message: str):
        if code not in PROTOCOL_CODES:
            raise ValueError(f"unknown protocol error code {code!r}")
        super().__init__(message)
        self.code = code

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message}
