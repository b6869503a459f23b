"""Protocol v1: the JSON-lines conversation between the suite and an implementation."""

from .messages import PROTOCOL_VERSION
from .server import Session, serve

__all__ = ["PROTOCOL_VERSION", "Session", "serve"]
