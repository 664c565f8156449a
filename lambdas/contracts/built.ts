/**
 * For values a contract module builds at load (zod schemas, lookup sets): `/* @__PURE__ *\/ built(() => ...)`
 * tells the bundler the build has no effect but its result, so a function that imports one constant from a
 * contract module does not also build (and load the data of) every schema beside it. Without the annotation a
 * bundler keeps each `z.…().min()` call, since it cannot know that zod's methods have no side effects.
 */
export function built<T>(build: () => T): T {
  return build();
}
