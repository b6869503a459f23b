"""The `rulebook` command line.

Every user error (bad file, unknown variant, bad argument) prints one clear message and
exits with code 2; no traceback reaches the user. `parser.py` builds the arguments,
`commands.py` runs each subcommand; `main` here turns errors into messages and exit codes.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import select
import sys

from rich.console import Console

from ..errors import UserError
from ..text import printable
from ..variants import VariantError
from .commands import EXIT_OK, EXIT_USAGE
from .parser import build_parser


def _quiet_broken_pipe(console: Console) -> None:
    raise BrokenPipeError  # main() ends quietly with 0; rich's own handler exits 1


def main(argv: list[str] | None = None) -> int:
    if argv is None:  # the command line of a process of its own (not a call from a host's code)
        from .. import process

        process.AS_PROGRAM = True
    # rich's documented hook, set on the class so that every console of the run ends quietly
    Console.on_broken_pipe = _quiet_broken_pipe  # type: ignore[method-assign, assignment]
    parser = build_parser()
    if not (sys.argv[1:] if argv is None else argv):  # bare `rulebook`: a request for help, as pip's
        parser.print_help()
        return EXIT_OK
    args, extras = parser.parse_known_args(argv)
    if extras:  # told by the subcommand's parser, with its usage and the nearest option
        command = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        command.choices[args.command].unknown_options(extras)
    try:
        return args.run(args)
    except VariantError as exc:
        # after `new`, the lines named are those of a file that does not exist
        unwritten = " (nothing was written: the file, line and key are those of the file `new` would have written)"
        print(f"error: invalid variant{unwritten if args.command == 'new' else ''}", file=sys.stderr)
        for line in str(exc).splitlines():
            print(f"  {line}", file=sys.stderr)
        return EXIT_USAGE
    except UserError as exc:
        # what the user, a file or an engine wrote is quoted in messages: never a raw control character
        print("error: " + "\n".join(printable(line, 4000) for line in str(exc).split("\n")), file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError as exc:
        if not _stdout_gone():  # another pipe broke (an engine's): an error like any other OSError
            return _os_error(exc)
        # The reader left (`| head`): what it did not read is nobody's loss. Point stdout at
        # /dev/null so the interpreter's last flush does not fail again on the way out.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except OSError as exc:  # a file system refusing (permissions, full disk, ...): one line, not a traceback
        return _os_error(exc)
    except KeyboardInterrupt:
        return 130


def _os_error(exc: OSError) -> int:
    where = f"{exc.filename}: " if exc.filename else ""
    print(f"error: {where}{exc.strerror or exc or type(exc).__name__}", file=sys.stderr)
    return EXIT_USAGE


def _stdout_gone() -> bool:
    """Whether nobody reads stdout any more: its pipe reports an error or a hang-up."""
    try:
        poller = select.poll()
        poller.register(sys.stdout.fileno(), select.POLLOUT)
        return any(events & (select.POLLERR | select.POLLHUP) for _, events in poller.poll(0))
    except (OSError, ValueError, AttributeError):  # no descriptor (captured) or no poll: assume so
        return True


__all__ = ["build_parser", "main"]
