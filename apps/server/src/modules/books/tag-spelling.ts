/**
 * Tags are one tag whatever their case ('favorites' and 'Favorites'): a tag that the library
 * already has, in any case, takes the library's spelling; a new one keeps its own.
 */
export class TagSpellings {
  private readonly byKey = new Map<string, string>();

  constructor(existing: Iterable<string>) {
    for (const name of existing) this.learn(name);
  }

  private learn(name: string): string {
    const key = name.toLocaleLowerCase();
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    this.byKey.set(key, name);
    return name;
  }

  /** The tags in the library's spelling, each once (the first of two that differ only in case). */
  spell(tags: readonly string[]): string[] {
    const out: string[] = [];
    for (const tag of tags) {
      const spelled = this.learn(tag);
      if (!out.includes(spelled)) out.push(spelled);
    }
    return out;
  }
}
