try:
    from ._distance import jaro_winkler, levenshtein
except ImportError:  # pure-Python fallback
    def levenshtein(a, b):
        prev = list(range(len(b) + 1))
        for i, ca in enumerate(a, 1):
            cur = [i]
            for j, cb in enumerate(b, 1):
                cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
            prev = cur
        return prev[-1]

    def jaro_winkler(a, b):
        if a == b:
            return 1.0
        w = max(len(a), len(b)) // 2 - 1
        ma, mb = [False] * len(a), [False] * len(b)
        m = 0
        for i, c in enumerate(a):
            for j in range(max(0, i - w), min(len(b), i + w + 1)):
                if not mb[j] and b[j] == c:
                    ma[i] = mb[j] = True
                    m += 1
                    break
        if not m:
            return 0.0
        sa = [c for c, f in zip(a, ma) if f]
        sb = [c for c, f in zip(b, mb) if f]
        t = sum(x != y for x, y in zip(sa, sb)) / 2
        j = (m / len(a) + m / len(b) + (m - t) / m) / 3
        p = 0
        while p < min(4, len(a), len(b)) and a[p] == b[p]:
            p += 1
        return j + p * 0.1 * (1 - j)
