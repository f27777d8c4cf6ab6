DECISIONS: list[dict[str, str]] = []
