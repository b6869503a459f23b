"""Example engines: the shape an outside engine takes (external_engine), engines that ask their
questions in other legitimate shapes (shapes, prompting_engine) and deliberately broken ones
(broken_engines, broken_draw_engine). In a checkout they are `examples.*`; installed, the same
modules are `rulebook.examples.*`, so that every command the README shows runs from any install:

    rulebook check --impl "cmd:python -m rulebook.examples.external_engine"
    rulebook check --impl python:rulebook.examples.broken_engines:NoSharingBonus
"""
