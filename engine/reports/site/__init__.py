"""`rulebook site --out DIR`: the rule explorer, a static site of every variant, parameter, card,
scenario, source and dispute, with the matrix, the diffs and (with check reports) a compliance
dashboard.

Every page is a plain HTML file linking to the others by relative address, so the site works
from file:// and from any static host, and reads without JavaScript. The search page's script
filters an index embedded in `assets/search-index.js` (a script, not a fetched JSON file: a
browser refuses to fetch from file://).

    >>> from rulebook.reports.site.model import url
    >>> url("card", "innovation-Pottery"), url("index")
    ('cards/innovation-pottery.html', 'index.html')
"""

from .build import build_site, write_site

__all__ = ["build_site", "write_site"]
