"""The error types every user mistake is reported with.

A `UserError` carries where the fault is (file, line, key) so that the command line can
print one clear paragraph and exit with code 2 instead of a traceback. A `RefusedRequest` is
the UserError of protocol v1: one subclass per error code (`BadRequest`, `IllegalMove`,
`Unsupported`), raised by both engines and by the protocol server, which answers with its code.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar


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


# The codes a refused request answers with; "internal_error" is no refusal but a bug of the
# engine itself (any other exception), so it has no class here.
PROTOCOL_CODES = ("illegal_move", "bad_request", "unsupported")


class RefusedRequest(UserError):
    """A request refused with a protocol v1 error code: one subclass per code, raised alike by
    both engines and the protocol server (`BadRequest`, `IllegalMove`, `Unsupported`).

    As with OSError and its errno subclasses, the base called with a code gives the subclass
    of that code, for code that only knows the code at run time:

    >>> refused = RefusedRequest("illegal_move", "Tools is not in your hand")
    >>> type(refused).__name__, refused.to_dict()
    ('IllegalMove', {'code': 'illegal_move', 'message': 'Tools is not in your hand'})
    >>> IllegalMove("Tools is not in your hand").code
    'illegal_move'
    """

    code: ClassVar[str] = ""

    def __new__(cls, *args: Any, **kwargs: Any) -> RefusedRequest:
        if cls is RefusedRequest:
            code = args[0] if args else kwargs.get("code")
            if code not in _BY_CODE:
                raise ValueError(f"unknown protocol error code {code!r}")
            cls = _BY_CODE[code]
        return super().__new__(cls)

    def __init__(self, code_or_message: str, message: str | None = None):
        if message is None:
            message = code_or_message
        elif code_or_message != self.code:
            raise ValueError(f"{type(self).__name__} has code {self.code!r}, not {code_or_message!r}")
        super().__init__(message)

    def __reduce__(self):
        return type(self), (self.message,)

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message}


class BadRequest(RefusedRequest):
    """The request is malformed: not JSON, a missing or mistyped field, a bad given state."""

    code = "bad_request"


class IllegalMove(RefusedRequest):
    """The request is well formed but the rules forbid the move now."""

    code = "illegal_move"


class Unsupported(RefusedRequest):
    """The request is valid but this engine does not play it (a rule value, a variant, a deck)."""

    code = "unsupported"


_BY_CODE: dict[str, type[RefusedRequest]] = {kind.code: kind for kind in (BadRequest, IllegalMove, Unsupported)}
