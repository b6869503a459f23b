"""Every link of a built site, checked: each href and src of each page resolves to a file of the
site, and each #anchor to an id in the page it names. Used by the site's tests."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None and tag != "form":
                self.links.append(value)
            if name in ("id", "name") and value:
                self.ids.add(value)


def _parsed(path: Path, cache: dict[Path, _Links]) -> _Links:
    if path not in cache:
        parser = _Links()
        parser.feed(path.read_text(encoding="utf-8"))
        cache[path] = parser
    return cache[path]


def dead_links(site: Path) -> tuple[int, list[str]]:
    """(links checked, the dead ones as 'page -> link: why')."""
    cache: dict[Path, _Links] = {}
    dead, checked = [], 0
    for page in sorted(site.rglob("*.html")):
        for link in _parsed(page, cache).links:
            checked += 1
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                dead.append(f"{page.relative_to(site)} -> {link}: leaves the site (the site has no network)")
                continue
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page.resolve()
            if not target.is_file() or site.resolve() not in target.parents:
                dead.append(f"{page.relative_to(site)} -> {link}: no such file")
                continue
            if parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in _parsed(target, cache).ids:
                dead.append(f"{page.relative_to(site)} -> {link}: no id '{parts.fragment}' there")
    return checked, dead
