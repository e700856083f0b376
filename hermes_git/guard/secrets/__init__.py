"""The secret engine: credential formats as data, matched, split, baselined."""
