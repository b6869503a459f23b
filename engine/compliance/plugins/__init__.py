"""The scenarios inside other runners: the pytest plugin and the pytest-bdd step library."""
