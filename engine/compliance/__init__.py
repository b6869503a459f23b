"""The compliance suite: the feature catalog, the step library and the scenario runner."""
