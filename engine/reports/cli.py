"""The `diff`, `matrix` and `site` subcommands; engine/cli.py adds them with `register(subparsers)`.

Errors (unknown variant, two games, an unwritable --out) are `UserError`s, which the main
command line prints as one message with exit code 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..files import check_output
from ..output import emit, file_format
from ..variants import bundled_paths, resolve
from ..variants.schema import MODELS
from .diff import diff_variants
from .matrix import build_matrix
from .render_html import diff_html, matrix_html
from .render_json import to_json
from .render_md import diff_markdown, matrix_markdown

FORMATS = ("md", "html", "json")
DEFAULT_FORMAT = "md"
FORMAT_HELP = ("md (Markdown, the default on stdout), html (one self-contained page) or json; with --out and "
               "no --format, the file name's extension decides (.md, .html, .json)")
OUT_HELP = ("write the report to FILE (atomically) instead of stdout, in the --format given or the one its "
            "extension names (.md, .html, .json; another name needs --format); 'wrote FILE' goes to stderr. "
            "Refused if FILE is one of the command's inputs (a variant file, a parent it extends, a feature file)")
DIFF_RENDERERS = {"md": diff_markdown, "html": diff_html, "json": to_json}
MATRIX_RENDERERS = {"md": matrix_markdown, "html": matrix_html, "json": to_json}

DIFF_DESCRIPTION = """\
What changes between two variants of the same game. For every rule parameter whose resolved
value differs: the rule in plain English on each side, the value, where each side's rulebook
states it, and the disputes either side records. Parameters are grouped by rule area (setup,
actions, dogma, splay, achievements, victory, teams, cards); identical ones are counted, not
listed. Then the terminology each edition uses, the card texts that differ (Innovation: the
nine cards reworded between the first and third editions, or the fourth-edition set), and
the scenarios that run for one variant and not the other, by id.

A and B are bundled ids (e.g. deluxe) or paths to .toml files. The output is deterministic:
the same inputs give the same bytes, so reports can be committed and compared."""

DIFF_EPILOG = """\
examples:
  rulebook diff first-edition deluxe
  rulebook diff deluxe ultimate --out deluxe-to-ultimate.html   (html: from the extension)
  rulebook diff deluxe house.toml --format json

JSON output follows schemas/report-diff.schema.json. Exit codes: 0 success, 2 usage or input
error (unknown variant, invalid file, variants of two different games)."""

MATRIX_DESCRIPTION = """\
Every variant of one game side by side: one row per rule parameter, one column per variant
(parents before the variants that extend them), rows grouped by rule area. A row whose values
are not all the same is marked, and so is each cell that differs from the row's most common
value. Each value carries the number of its source in a legend at the end."""

MATRIX_EPILOG = """\
examples:
  rulebook matrix
  rulebook matrix --game lost-legacy --out lost-legacy.html
  rulebook matrix --variant deluxe --variant ultimate --variant house.toml

Exit codes: 0 success, 2 usage or input error."""


def _chains(refs: list[str]) -> list[Path]:
    """The files variants are read from, their parents included."""
    return [path for ref in refs for path in resolve(ref).chain]


def _format(args) -> str:
    """The report's format: --format, or with --out the one its file name says (output.py)."""
    return file_format(args.format, args.out, FORMATS) if args.out else args.format or DEFAULT_FORMAT


def cmd_diff(args) -> int:
    features = [Path(p) for p in args.features] if args.features else None
    if args.out:
        from ..compliance.running.catalog import feature_files

        check_output(Path(args.out), what="report", inputs=[*_chains([args.a, args.b]), *feature_files(features)])
    chosen = _format(args)  # before the work: a name that says no format is a usage error
    report = diff_variants(args.a, args.b, features=features)
    emit(DIFF_RENDERERS[chosen](report), args.out)
    return 0


def cmd_matrix(args) -> int:
    if args.out:
        inputs = _chains(args.variant) if args.variant else bundled_paths()
        check_output(Path(args.out), what="report", inputs=inputs)
    chosen = _format(args)
    report = build_matrix(args.game, args.variant)
    emit(MATRIX_RENDERERS[chosen](report), args.out)
    return 0


SITE_DESCRIPTION = """\
Write the rule explorer: a static site of plain HTML pages, to open from the folder (file://)
or to publish on any static host. No page loads anything from the network, and every page
reads without JavaScript; the search page uses a small script over an index embedded in the
site.

Pages: the home page (the games, their editions, how to use the site, a search box); one page
per variant (every value with its meaning, its source and the passage it cites, disputes with
their alternatives); one per parameter (its value in every edition, where they differ, the
scenarios whose @assumes names it); one per card (its text in every set and wording, the
variants that play it, its scenarios and disputes); one per scenario (steps, tags,
assumptions, and the position it sets up drawn as boards by the reference engine); the matrix
of each game; the diff of each variant with its neighbours and its parent; the sources."""

SITE_EPILOG = """\
examples:
  rulebook site --out site
  rulebook site --out site --variant house.toml
  rulebook site --out site --results mine.json theirs.json   (reports of `rulebook check --format json`)

Then open site/index.html. Exit codes: 0 success, 2 usage or input error."""


def cmd_site(args) -> int:
    import sys

    from ..errors import UserError
    from .site import write_site

    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise UserError(f"--out {out}: not a folder (the site is a folder of pages)")
    if out.is_dir() and any(out.iterdir()) and not (out / "assets" / "search-index.js").is_file():
        raise UserError(f"--out {out}: the folder holds other files; give an empty or new folder, or one "
                        "an earlier `rulebook site` wrote")
    if args.scenarios is not None and args.scenarios < 1:
        raise UserError(f"--scenarios {args.scenarios}: give a number of scenarios of 1 or more")
    for path in args.variant or []:
        resolve(Path(path))  # a bad file is an error before any work
    results = [Path(p) for group in args.results or [] for p in group]
    kinds, seconds = write_site(out, [Path(p) for p in args.variant or []], results,
                                positions=not args.no_positions, limit=args.scenarios)
    pages = sum(n for kind, n in kinds.items() if kind != "assets")
    detail = ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items()) if kind not in ("assets", "top"))
    print(f"wrote {pages} pages to {out} ({detail}) in {seconds:.1f} s; open {out / 'index.html'}", file=sys.stderr)
    return 0


def register(subparsers) -> None:
    """Add `diff` and `matrix` to the `rulebook` subcommands."""
    p = subparsers.add_parser("diff", help="rule-difference report between two variants of one game",
                              description=DIFF_DESCRIPTION, epilog=DIFF_EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("a", metavar="A", help="the variant compared from: bundled id or .toml file")
    p.add_argument("b", metavar="B", help="the variant compared to: bundled id or .toml file")
    p.add_argument("--format", choices=FORMATS, help=FORMAT_HELP)
    p.add_argument("--out", metavar="FILE", help=OUT_HELP)
    p.add_argument("--features", action="append", metavar="PATH",
                   help="feature file or folder whose scenarios are compared (repeatable; "
                        "default: the project's features/)")
    p.set_defaults(run=cmd_diff)

    p = subparsers.add_parser("matrix", help="every variant of a game side by side",
                              description=MATRIX_DESCRIPTION, epilog=MATRIX_EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", choices=tuple(MODELS),
                   help="the game whose bundled variants are shown (default: innovation, or the game "
                        "of the --variant files)")
    p.add_argument("--variant", action="append", metavar="V",
                   help="show only these variants, in this order: bundled ids or .toml files (repeatable)")
    p.add_argument("--format", choices=FORMATS, help=FORMAT_HELP)
    p.add_argument("--out", metavar="FILE", help=OUT_HELP)
    p.set_defaults(run=cmd_matrix)

    p = subparsers.add_parser("site", help="the rule explorer: a static site of every variant, parameter, card, "
                              "scenario and source", description=SITE_DESCRIPTION, epilog=SITE_EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", metavar="DIR", required=True, help="the folder the site is written into (made if missing)")
    p.add_argument("--variant", action="append", metavar="FILE",
                   help="a house variant (.toml) added beside the bundled ones, with its page, its matrix column "
                        "and its diff with the variant it extends (repeatable)")
    p.add_argument("--results", action="append", nargs="+", metavar="REPORT",
                   help="check reports (`rulebook check --format json`): adds a dashboard of implementations by "
                        "variant and by area, linking each failure to its scenario's failing step")
    p.add_argument("--no-positions", action="store_true",
                   help="do not draw each scenario's position (skips running the reference engine)")
    p.add_argument("--scenarios", type=int, metavar="N",
                   help="only the first N scenarios (a quick preview; the default is every scenario)")
    p.set_defaults(run=cmd_site)
