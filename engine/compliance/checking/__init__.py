"""`rulebook check` as a command: the layer of the compliance package that joins the scenario
runner (`running/`) with the measures (`measuring/`) and prints for people (`terminal.py`)."""
