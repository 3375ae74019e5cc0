function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known word a typo most likely meant: at most a third of its letters off, else none. */
export function closestWord(written: string, words: readonly string[]): string | null {
  const target = written.trim().toLowerCase();
  let best: string | null = null;
  let bestDistance = Math.max(1, Math.floor(target.length / 3)) + 1;
  for (const word of words) {
    const distance = editDistance(target, word);
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}
