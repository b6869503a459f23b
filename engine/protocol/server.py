"""The reference implementation of protocol v1: one session answering JSON-lines requests.

`Session.handle(line)` never raises: every failure is an `{"ok": false, "error": ...}`
answer and the session goes on. `serve` reads bytes and writes only UTF-8, whatever the
locale; a line that is not UTF-8 or JSON, longer than MAX_LINE_BYTES, nested deeper than
MAX_DEPTH, with a lone surrogate or an integer beyond 64 bits is a `bad_request`
(`internal_error` is kept for bugs of the engine itself).

Two games are served. `new_game` dispatches on the variant's `game` (a bundled id or a
resolved variant object): Innovation to rulebook.innovation, Lost Legacy to rulebook.lost_legacy.
A Lost Legacy variant whose deck is incomplete (Flying Garden, Megamix) is refused with the
code 'unsupported' and a message naming the missing cards. Lost Legacy `state` and `play`
answers carry the referee's view (the suite is the referee): every card named, each hidden
card with the `visible_to` seats that know it, and events with their `visible_to`.

    >>> session = Session()
    >>> session.handle('{"op": "hello", "protocol": 1}')["implementation"]["name"]
    'rulebook-reference'
"""

from __future__ import annotations

import io
import json
import re
import sys
from collections.abc import Iterator
from functools import lru_cache
from typing import IO, TYPE_CHECKING, Any

from .. import __version__
from ..errors import BadRequest, RefusedRequest, Unsupported, UserError
from ..gameplay import check_players
from ..variants import VariantError, bundled_paths, resolve, resolve_data
from ..variants.reads import watched
from .messages import EXTENSION_PREFIX, PROTOCOL_REVISION, PROTOCOL_VERSION

if TYPE_CHECKING:
    from ..innovation import Game as InnovationGame
    from ..lost_legacy import Game as LostLegacyGame

OPS = ("hello", "new_game", "moves", "play", "state", "bye")
GAMES = ["innovation", "lost-legacy"]
CAPABILITIES = ["partial_state", "teams", "resolved_variant", "hidden_information", "events", "player_views"]
# Limits on one request line, far above any real request (the largest bundled variant object
# is under 20 KB and 6 levels deep), so that a hostile line costs bounded memory and time.
MAX_LINE_BYTES = 1 << 20
MAX_DEPTH = 64
# Integers must fit in 64 bits (sign apart): a seed of any engine's RNG; bigger ones only
# serve to make later arithmetic and str() blow past Python's digit limit.
MAX_INT = 2**64 - 1
# A lone surrogate can only come from a \uD800-\uDFFF escape: only then are strings searched.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _error(code: str, message: str) -> dict:
    return {"ok": False, "error": {"code": code, "message": message}}


def innovation_variant_ids() -> list[str]:
    return [p.stem for p in bundled_paths() if p.parent.name == "innovation"]


def lost_legacy_variant_ids(complete_only: bool = False) -> list[str]:
    """Bundled Lost Legacy variant ids; with `complete_only`, those whose deck can be played."""
    ids = [p.stem for p in bundled_paths() if p.parent.name == "lost-legacy"]
    if not complete_only:
        return ids
    from ..lost_legacy import UnsupportedDeck, check_playable

    playable = []
    for variant_id in ids:
        try:
            check_playable(resolve(variant_id).variant)
        except (UnsupportedDeck, UserError):
            continue
        playable.append(variant_id)
    return playable


def served_variant_ids() -> list[str]:
    """What hello lists: every Innovation variant, then the complete Lost Legacy variants."""
    return innovation_variant_ids() + lost_legacy_variant_ids(complete_only=True)


@lru_cache(maxsize=32)
def _resolved_text(text: str):
    return resolve_data(json.loads(text), "new_game variant object").variant


def variant_object(data: dict):
    """A variant object sent with new_game, resolved and validated (a UserError names what is
    wrong). The same object comes with every scenario of a house variant (some 20 milliseconds
    of validation each): the last few are kept, by their text; the assumption measure, which
    builds the variants it then sends, asks here first, so each is validated once."""
    try:
        text = json.dumps(data, sort_keys=True)
    except (TypeError, ValueError, RecursionError):  # not plain JSON data (an in-process caller): resolve it as it is
        return resolve_data(data, "new_game variant object").variant
    return _resolved_text(text)


class Session:
    """One protocol session: at most one game at a time."""

    def __init__(self, ask_forced: bool = False):
        self.game: InnovationGame | LostLegacyGame | None = None
        self.closed = False
        self.ask_forced = ask_forced  # Innovation: ask even the choices with one possible answer
        self.last_events: list[dict] = []   # the referee's events of the last play: each seat's view of them

    def close_game(self) -> None:
        game, self.game = self.game, None
        close = getattr(game, "close", None)
        if callable(close):
            close()

    def handle(self, line: str | bytes) -> dict:
        """Answer one request line (bytes as read, or text)."""
        try:
            request = parse_request(line)
        except BadRequest as exc:
            return _error(exc.code, exc.message)
        return self.answer(request)

    def answer(self, request) -> dict:
        """Answer one parsed request, never raising: a bug of the engine itself is an
        `internal_error` answer whose `detail` holds the traceback, and the session goes on."""
        try:
            return self.handle_message(request)
        except Exception as exc:
            import traceback

            return {"ok": False, "error": {"code": "internal_error",
                                           "message": f"internal error: {type(exc).__name__}: {exc}",
                                           "detail": traceback.format_exc()}}

    def handle_message(self, request) -> dict:
        """Answer one request already parsed from JSON."""
        if not isinstance(request, dict) or not isinstance(request.get("op"), str):
            return _error("bad_request", 'a request is a JSON object with a string "op"')
        op = request["op"]
        if op not in OPS:
            return _error("bad_request", f"unknown op {op!r}; expected one of {', '.join(OPS)}")
        try:
            return {"ok": True, **getattr(self, f"op_{op}")(request)}
        except RefusedRequest as exc:   # the server's and both engines' refusals, one class per code
            return _error(exc.code, exc.message)
        except VariantError as exc:
            return _error("bad_request", "invalid variant: " + "; ".join(
                (f"key '{p.key}': " if p.key else "") + p.message for p in exc.problems))
        except UserError as exc:        # any other bad input (a variant file that cannot be read)
            return _error("bad_request", exc.message)

    def op_hello(self, request: dict) -> dict:
        version = request.get("protocol")
        if version != PROTOCOL_VERSION:
            raise Unsupported(f"protocol {version!r} is not supported; this implementation "
                              f"speaks protocol {PROTOCOL_VERSION}")
        revision = request.get("revision", 0)
        if not isinstance(revision, int) or isinstance(revision, bool) or revision < 0:
            raise BadRequest('"revision" must be a non-negative integer')
        variants = served_variant_ids()
        answer = {"protocol": PROTOCOL_VERSION,
                  "implementation": {"name": "rulebook-reference", "version": __version__},
                  "games": list(GAMES), "variants": variants, "capabilities": CAPABILITIES}
        if revision >= 1:
            answer["revision"] = min(revision, PROTOCOL_REVISION)
            answer["players"] = {v: [resolve(v).variant.players.min, resolve(v).variant.players.max]
                                 for v in variants}
        return answer

    def op_new_game(self, request: dict) -> dict:
        # "x-" fields are extensions the schema allows in every request: ignored
        unknown = sorted(k for k in set(request) - {"op", "variant", "players", "seed", "state"}
                         if not k.startswith(EXTENSION_PREFIX))
        if unknown:
            raise BadRequest(f"new_game does not take {', '.join(unknown)}")
        variant = self._variant(request.get("variant"))
        if variant.game == "lost-legacy":
            from ..lost_legacy import check_playable

            check_playable(variant)  # an incomplete deck: 'unsupported', naming the missing cards
        players = check_players(request.get("players"), variant.id, variant.players.min, variant.players.max)
        seed = request.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadRequest('"seed" must be an integer')
        state = request.get("state")
        if state is not None and not isinstance(state, dict):
            raise BadRequest('"state" must be an object')
        if variant.game == "lost-legacy":
            from ..lost_legacy import Game as LostLegacyGame

            game: InnovationGame | LostLegacyGame = LostLegacyGame.new(variant, players, seed, state)
        else:
            from ..innovation import Game as InnovationGame

            game = InnovationGame.new(variant, players, seed, state, ask_forced=self.ask_forced)
        self.close_game()  # the game replaced lets go of an action paused on a decision (Figures)
        self.game = game
        self.last_events = []
        return {"state": game.state()}

    def _variant(self, ref: Any):
        if isinstance(ref, str):
            known = innovation_variant_ids() + lost_legacy_variant_ids()
            if ref not in known:
                raise Unsupported(f"variant {ref!r} is not served; known: "
                                  f"{', '.join(served_variant_ids())}")
            return watched(resolve(ref).variant)
        if isinstance(ref, dict):
            if ref.get("game") not in GAMES:
                raise Unsupported(f"game {ref.get('game')!r} is not served "
                                  f"(games: {', '.join(GAMES)})")
            return watched(variant_object(ref))
        raise BadRequest('"variant" must be a variant id or a resolved variant object')

    def _game(self):
        if self.game is None:
            raise BadRequest("no game: send new_game first")
        return self.game

    def op_moves(self, request: dict) -> dict:
        return self._game().moves()

    def op_play(self, request: dict) -> dict:
        game = self._game()
        move = request.get("move")
        if not isinstance(move, dict):
            raise BadRequest('"move" must be an object such as {"type": "draw"}')
        viewer = request.get("viewer")
        if viewer is not None:
            game.state(viewer)      # a viewer that is no seat is refused before the move is played
        events = self.last_events = game.play(move)
        return {"state": game.state(viewer), "events": self._viewed(events, viewer)}

    def op_state(self, request: dict) -> dict:
        # a seat as `viewer`: what that player may see (capability player_views), with the last
        # move's events as that player may know them; the referee's state otherwise
        game, viewer = self._game(), request.get("viewer")
        state = game.state(viewer)
        return {"state": state} if viewer is None else {"state": state, "events": self._viewed(self.last_events, viewer)}

    def _viewed(self, events: list[dict], viewer: int | None) -> list[dict]:
        """The events of the last move as `viewer` may know them (every card named for the referee)."""
        if viewer is None:
            return events
        from ..innovation import Game as InnovationGame
        from ..lost_legacy.view import view_events

        game = self._game()
        return game.view_events(events, viewer) if isinstance(game, InnovationGame) else view_events(events, viewer)

    def op_bye(self, request: dict) -> dict:
        self.closed = True
        return {}


def _int(text: str) -> int:
    # the digit count first: never convert a 100,000-digit literal to find it is too big
    if len(text.lstrip("-")) > 20 or abs(value := int(text)) > MAX_INT:
        raise BadRequest(f"an integer in the request is out of range (at most "
                         f"{MAX_INT} either side of 0)")
    return value


def _float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise BadRequest("a number in the request is too large")
    return value


def _constant(name: str) -> Any:
    raise BadRequest(f"the request is not JSON ({name} is not a JSON value)")


def parse_request(line: str | bytes) -> Any:
    """The JSON value of one request line, or BadRequest: a line that is not
    UTF-8, not JSON, nested deeper than MAX_DEPTH, with a lone surrogate or an out-of-range
    number. Messages never quote the line, so nothing invalid is ever echoed."""
    raw = line.encode("utf-8", "surrogatepass") if isinstance(line, str) else line
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadRequest(f"the request is not UTF-8 (byte 0x{raw[exc.start]:02x} at "
                         f"offset {exc.start})") from None
    try:
        request = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise BadRequest(f"the request is not JSON ({exc.msg} at column {exc.colno})") from None
    except RecursionError:
        raise BadRequest(f"the request nests deeper than {MAX_DEPTH} levels") from None
    _check_tree(request, surrogates=_SURROGATE_ESCAPE.search(raw) is not None)
    return request


def _check_tree(value: Any, surrogates: bool) -> None:
    """Refuse nesting deeper than MAX_DEPTH and, when the line escapes one, a lone surrogate
    (it cannot be written back as UTF-8). Iterative: the depth is what is being checked."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > MAX_DEPTH:
                raise BadRequest(f"the request nests deeper than {MAX_DEPTH} levels")
            if isinstance(item, dict):
                stack.extend((key, depth) for key in item)
                stack.extend((child, depth + 1) for child in item.values())
            else:
                stack.extend((child, depth + 1) for child in item)
        elif surrogates and isinstance(item, str) and _SURROGATE.search(item):
            raise BadRequest("the request holds a lone surrogate (a \\ud800-\\udfff "
                             "escape that is not half of a pair)")


def _encode(answer: dict) -> bytes:
    """One answer line as UTF-8. An answer that cannot be written (an engine bug: requests
    that could cause one are refused) becomes an internal_error that quotes nothing."""
    try:
        return (json.dumps(answer, ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")
    except (ValueError, TypeError, RecursionError) as exc:  # UnicodeEncodeError is a ValueError
        return (json.dumps(_internal(f"the answer could not be written as JSON ({type(exc).__name__})"))
                + "\n").encode("ascii")


def _internal(message: str) -> dict:
    return {"ok": False, "error": {"code": "internal_error", "message": f"internal error: {message}"}}


def _read_lines(stream: IO[bytes]) -> Iterator[bytes | None]:
    """Request lines as bytes; None for a line longer than MAX_LINE_BYTES, whose rest is
    skipped in bounded chunks rather than held in memory."""
    while True:
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            while (chunk := stream.readline(1 << 16)) and not chunk.endswith(b"\n"):
                pass
            yield None
        else:
            yield line


def _byte_streams(stdin: IO[Any], stdout: IO[Any]) -> tuple[IO[bytes], IO[bytes]]:
    """Binary views of the given streams: a text stream's buffer, or an adapter over a text
    stream that has none (io.StringIO in tests)."""
    if isinstance(stdin, io.TextIOBase):
        stdin = getattr(stdin, "buffer", None) or io.BytesIO(stdin.read().encode("utf-8", "surrogatepass"))
    if isinstance(stdout, io.TextIOBase):
        stdout.flush()
        stdout = getattr(stdout, "buffer", None) or _TextSink(stdout)
    return stdin, stdout


class _TextSink(io.RawIOBase):
    """Writes (valid UTF-8) bytes to a text stream without a buffer."""

    def __init__(self, text: IO[str]):
        self.text = text

    def writable(self) -> bool:
        return True

    def write(self, data) -> int:
        self.text.write(bytes(data).decode("utf-8"))
        return len(data)

    def flush(self) -> None:
        self.text.flush()


def serve(stdin: IO[Any] | None = None, stdout: IO[Any] | None = None, engine: Any = None) -> int:
    """Answer requests line by line until `bye` or the end of input. Reads bytes and writes
    only valid UTF-8, whatever the locale: a bad byte costs one bad_request, never the session.

    `engine` is any object with `request(message: dict) -> dict` (the example engines in
    `examples/` are served so); by default the reference engine's own session."""
    reader, writer = _byte_streams(stdin if stdin is not None else sys.stdin,
                                   stdout if stdout is not None else sys.stdout)
    session = Session()
    for line in _read_lines(reader):
        closing = False
        if line is None:
            response = _error("bad_request", f"the request line is longer than {MAX_LINE_BYTES} bytes")
        elif not line.strip():
            continue
        elif engine is None:
            response = session.handle(line)  # never raises: an engine bug is an internal_error answer
        else:
            try:
                request = parse_request(line)
            except BadRequest as exc:
                response = _error(exc.code, exc.message)
            else:
                response = engine.request(request)
                closing = isinstance(request, dict) and request.get("op") == "bye"
        writer.write(_encode(response))
        writer.flush()
        if session.closed or closing:
            break
    return 0
