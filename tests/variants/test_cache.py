"""Resolved variants are reused only while the files of their `extends` chain are unchanged."""

from __future__ import annotations

import os

from rulebook.variants import resolve


def test_a_changed_file_is_read_again(write_variant):
    path = write_variant("house", 'id = "house"\ngame = "innovation"\ntitle = "A"\nextends = "deluxe"\n')
    first = resolve(path)
    assert resolve(path) is first
    path.write_text('id = "house"\ngame = "innovation"\ntitle = "B, a longer title"\nextends = "deluxe"\n')
    os.utime(path, ns=(first_ns := path.stat().st_mtime_ns + 1_000_000, first_ns))
    assert resolve(path).variant.title == "B, a longer title"
