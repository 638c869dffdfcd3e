import { defaultLanguage, type Language } from "../../shared/i18n";

/** A namespace's words: nested objects of strings, looked up by dotted path ("errors.required"). */
export type Words = { readonly [key: string]: string | Words };

/**
 * What a translation may be given: the values of its `{{slots}}`, and the dictionary's own rules.
 * `count` picks the plural form (`_zero` for 0, then the language's CLDR category), `context` the
 * variant (`key_paid`), `ns` the namespace, `lng` another language than the page's.
 */
export interface TranslateOptions {
  readonly [putValue]?: (value: string) => string;
  readonly count?: number;
  readonly context?: string;
  readonly defaultValue?: string;
  readonly ns?: string;
  readonly lng?: Language;
  readonly [value: string]: unknown;
}

/**
 * How a translation's values go into its text: `<Trans>` marks each one, so the tags it reads are
 * only the dictionary's, never a value's.
 */
export const putValue: unique symbol = Symbol("putValue");

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** A named format a `{{value, name}}` slot applies, with the language it renders in. */
export type Formatter = (value: unknown, language: Language) => string;

/** `{{ value }}` or `{{ value, format }}`, and `$t(namespace:key)`, which nests another translation. */
const slotPattern = /\{\{\s*([^{}]+?)\s*\}\}|\$t\(([^()]+)\)/g;
const namespacePrefix = /^([A-Za-z]+):(.+)$/;

/** The words and formats every translator of the app shares, whatever language it speaks. */
interface Store {
  readonly words: Map<Language, Map<string, Words>>;
  readonly formatters: Map<string, Formatter>;
  readonly pluralRules: Map<Language, Intl.PluralRules>;
}

/**
 * The app's translator (issue 27: i18next, its React binding and its language detector were 33 KB
 * of a shopper's first load; this does what the shop's dictionaries use of them). The lookup order
 * is i18next's, so the dictionaries are unchanged: for each namespace, the language then English;
 * within one, the most specific key first (context, plural form, the key itself). A missing key
 * shows `defaultValue` or the key, never nothing.
 */
export class Translator {
  private current: Language;
  private readonly listeners = new Set<(language: Language) => void>();

  constructor(
    language: Language = defaultLanguage,
    readonly defaultNamespace = "common",
    private readonly store: Store = { words: new Map(), formatters: new Map(), pluralRules: new Map() },
  ) {
    this.current = language;
  }

  get language(): Language {
    return this.current;
  }

  /** A translator of the same words in `language`: the server's, one per request. */
  cloneInstance({ lng }: { lng: Language }): Translator {
    return new Translator(lng, this.defaultNamespace, this.store);
  }

  /** Merges `words` into the namespace: a feature's chunk adds its own when it loads. */
  addResourceBundle(language: Language, namespace: string, words: Words): void {
    const namespaces = this.store.words.get(language) ?? new Map<string, Words>();
    namespaces.set(namespace, deepMerge(namespaces.get(namespace) ?? {}, words));
    this.store.words.set(language, namespaces);
  }

  hasResourceBundle(language: Language, namespace: string): boolean {
    return this.store.words.get(language)?.has(namespace) ?? false;
  }

  getResourceBundle(language: Language, namespace: string): Words | undefined {
    return this.store.words.get(language)?.get(namespace);
  }

  addFormatter(name: string, format: Formatter): void {
    this.store.formatters.set(name, format);
  }

  async changeLanguage(language: Language): Promise<void> {
    if (language === this.current) return;
    this.current = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Calls `listener` with each new language; returns the function that stops it. */
  onLanguageChanged(listener: (language: Language) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  readonly t: TFunction = (key, options) => this.translate(key, options ?? {}, this.defaultNamespace);

  /** A `t` bound to a language and a default namespace, whatever the page's language becomes. */
  getFixedT(language: Language | undefined, namespace = this.defaultNamespace): TFunction {
    return (key, options) =>
      this.translate(key, { ...options, lng: options?.lng ?? language }, options?.ns ?? namespace);
  }

  private translate(key: string, options: TranslateOptions, namespace: string): string {
    const prefixed = namespacePrefix.exec(key);
    const named = prefixed?.[1] !== undefined && this.isNamespace(prefixed[1]);
    const path = named ? (prefixed?.[2] ?? key) : key;
    const ns = named ? (prefixed?.[1] ?? namespace) : (options.ns ?? namespace);
    const language = options.lng ?? this.current;
    const found = this.lookUp(language, ns, path, options) ?? options.defaultValue;
    return found === undefined ? path : this.fillIn(found, options, language, ns);
  }

  private isNamespace(name: string): boolean {
    for (const namespaces of this.store.words.values()) if (namespaces.has(name)) return true;
    return false;
  }

  private lookUp(language: Language, ns: string, path: string, options: TranslateOptions) {
    const candidates = this.candidateKeys(language, path, options);
    for (const code of language === defaultLanguage ? [language] : [language, defaultLanguage]) {
      const words = this.store.words.get(code)?.get(ns);
      if (!words) continue;
      for (const candidate of candidates) {
        const found = wordsAt(words, candidate);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  }

  /** i18next's order, most specific first: key_context_zero, key_context_form, key_context, key_zero, key_form, key. */
  private candidateKeys(language: Language, path: string, { count, context }: TranslateOptions): string[] {
    const form = typeof count === "number" ? this.pluralRules(language).select(count) : undefined;
    const forms = (base: string) => [
      ...(count === 0 ? [`${base}_zero`] : []),
      ...(form ? [`${base}_${form}`] : []),
      base,
    ];
    return [...(context ? forms(`${path}_${context}`) : []), ...forms(path)];
  }

  private pluralRules(language: Language): Intl.PluralRules {
    const cached = this.store.pluralRules.get(language);
    if (cached) return cached;
    const rules = new Intl.PluralRules(language);
    this.store.pluralRules.set(language, rules);
    return rules;
  }

  /**
   * One pass over the text: a value put in is never read again, so a shopper's or staff member's
   * words holding `{{…}}` or `$t(…)` stay as they are. A slot with no value is left as written, as
   * i18next does, so the gap shows.
   */
  private fillIn(text: string, options: TranslateOptions, language: Language, ns: string): string {
    return text.replace(slotPattern, (slot, value: string | undefined, nested: string | undefined) => {
      if (nested !== undefined) {
        const { defaultValue: _, ...inherited } = options;
        return this.translate(nested.trim(), { ...inherited, lng: language }, ns);
      }
      const [name = "", ...formats] = (value ?? "").split(",").map((part) => part.trim());
      if (!Object.hasOwn(options, name)) return slot;
      const raw = options[name];
      if (raw === undefined || raw === null) return "";
      const formatted = formats.reduce<unknown>((text, format) => {
        const formatter = this.store.formatters.get(format);
        return formatter ? formatter(text, language) : text;
      }, raw);
      return options[putValue] ? options[putValue](String(formatted)) : String(formatted);
    });
  }
}

function wordsAt(words: Words, path: string): string | undefined {
  let node: string | Words | undefined = words;
  for (const part of path.split(".")) {
    if (typeof node !== "object") return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

function deepMerge(into: Words, from: Words): Words {
  const merged: Record<string, string | Words> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] =
      typeof value === "object" && typeof existing === "object" ? deepMerge(existing, value) : value;
  }
  return merged;
}
