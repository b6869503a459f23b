"""Implementations under test, all behind one call: `request(dict) -> dict` (protocol v1).

`reference` is the bundled engine, in process. Other kinds (a command speaking protocol v1,
a Python adapter class) plug in here with the same interface.
"""

from __future__ import annotations

from typing import Protocol

from ..errors import UserError


class Implementation(Protocol):
    name: str

    def request(self, message: dict) -> dict: ...

    def close(self) -> None: ...


class Reference:
    """The reference engine through an in-process protocol session."""

    name = "reference"

    def __init__(self):
        from ..protocol import Session

        self._session_type = Session
        self.session = Session()

    def request(self, message: dict) -> dict:
        return self.session.handle_message(message)

    def reset(self) -> None:
        self.session = self._session_type()

    def close(self) -> None:
        self.session = None


def open_implementation(spec: str) -> Implementation:
    """The implementation a `--impl` value names."""
    if spec == "reference":
        return Reference()
    raise UserError(f"unknown implementation '{spec}': use 'reference'")
