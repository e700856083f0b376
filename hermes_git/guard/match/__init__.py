"""The rule engine: the shipped rules loaded, screened and matched over each view."""
