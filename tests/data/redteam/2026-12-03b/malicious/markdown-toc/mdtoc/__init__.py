"""mdtoc package."""
