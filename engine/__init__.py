"""rulebook: rules-variant configurator and compliance suite for Innovation and Lost Legacy.

The public API of the variant layer::

    >>> from rulebook.variants import load_variant
    >>> deluxe = load_variant("deluxe")
    >>> deluxe.ages.max
    10
"""

__version__ = "0.1.0"
