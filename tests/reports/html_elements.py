"""A page's elements as a tree, read with the standard library's parser: for tests that look
into HTML (a page as written, or the DOM a browser dumps)."""

from __future__ import annotations

from html.parser import HTMLParser


class Node:
    def __init__(self, tag: str, attrs: dict):
        self.tag, self.attrs, self.text, self.children = tag, attrs, "", []

    @property
    def classes(self) -> list[str]:
        return (self.attrs.get("class") or "").split()

    def walk(self):
        for child in self.children:
            yield child
            yield from child.walk()

    def having(self, css_class: str | None = None, tag: str | None = None, **attrs) -> list[Node]:
        """The elements under this one with this class, tag and attributes (data_path= is data-path=)."""
        return [e for e in self.walk() if (css_class is None or css_class in e.classes)
                and (tag is None or e.tag == tag)
                and all(e.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())]

    def one(self, css_class: str | None = None, tag: str | None = None, **attrs) -> Node:
        found = self.having(css_class, tag, **attrs)
        assert len(found) == 1, f"{len(found)} elements .{css_class} {attrs}"
        return found[0]


class Elements(HTMLParser, Node):
    """The whole page (its root node), and the end tags that did not balance."""

    VOID = {"meta", "br", "hr", "img", "link", "input", "col", "wbr"}

    def __init__(self, html: str):
        HTMLParser.__init__(self)
        Node.__init__(self, "#document", {})
        self.open: list[Node] = [self]
        self.unbalanced: list[str] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        node = Node(tag, dict(attrs))
        self.open[-1].children.append(node)
        if tag not in self.VOID:
            self.open.append(node)

    def handle_endtag(self, tag):
        if len(self.open) < 2 or self.open.pop().tag != tag:
            self.unbalanced.append(tag)

    def handle_data(self, data):
        for node in self.open:
            node.text += data

    @property
    def balanced(self) -> bool:
        return not self.unbalanced and self.open == [self]
