"""The published JSON Schemas match the models and the output; HTML pages stand alone."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import jsonschema
import pytest

from rulebook.reports import build_matrix, diff_html, diff_report_schema, diff_variants, matrix_report_schema, to_json
from rulebook.schemas import SCHEMA_DIR, render


@pytest.mark.parametrize("name, schema", [("report-diff.schema.json", diff_report_schema),
                                          ("report-matrix.schema.json", matrix_report_schema)])
def test_committed_schema_matches_the_model(name, schema):
    assert (SCHEMA_DIR / name).read_text(encoding="utf-8") == render(schema()), f"schemas/{name} is stale"


@pytest.mark.parametrize("a, b", [("first-edition", "deluxe"), ("lost-legacy-starship", "lost-legacy-megamix")])
def test_diff_json_validates(a, b, features):
    schema = json.loads((SCHEMA_DIR / "report-diff.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema).validate(json.loads(to_json(diff_variants(a, b, features=features))))


def test_matrix_json_validates():
    schema = json.loads((SCHEMA_DIR / "report-matrix.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema).validate(json.loads(to_json(build_matrix("lost-legacy"))))


class Tags(HTMLParser):
    VOID = {"meta", "col", "br", "hr", "img", "link", "input"}

    def __init__(self):
        super().__init__()
        self.stack, self.errors, self.anchors, self.ids = [], [], [], set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and attrs.get("href", "").startswith("#"):
            self.anchors.append(attrs["href"][1:])
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack.pop() != tag:
            self.errors.append(tag)


def test_html_is_self_contained_and_balanced():
    page = diff_html(diff_variants("deluxe", "ultimate", features=[]))
    assert not re.search(r"<script|<link|<img|<iframe|src=|url\(|@import", page)
    tags = Tags()
    tags.feed(page)
    assert tags.errors == [] and tags.stack == []
    assert set(tags.anchors) <= tags.ids  # every footnote and contents link lands somewhere
