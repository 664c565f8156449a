/**
 * The one building block for user-written text (names, titles, descriptions, messages, addresses): trimmed,
 * length-limited, and refusing what has no place in text a person typed: NUL and other control characters
 * (line breaks only where the field is multi-line), lone surrogates (broken UTF-16 that breaks JSON
 * consumers) and bidirectional overrides/isolates (they reorder what others see, e.g. to disguise a link).
 */
import * as z from 'zod/mini';

// Tab, line feed and carriage return are the only controls a multi-line field keeps.
// eslint-disable-next-line no-control-regex
const singleLineControls = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const textRefusedMessage = 'Metin izin verilmeyen karakterler içeriyor.';

export interface UserTextOptions {
  max: number;
  /** @default 0 */
  min?: number;
  /** allow line breaks and tabs (descriptions, bios, messages) */
  multiline?: boolean;
  /** the message when shorter than `min` */
  requiredMessage?: string;
}

export function userText({ max, min = 0, multiline = false, requiredMessage }: UserTextOptions) {
  const controls = multiline ? multiLineControls : singleLineControls;
  // One string schema with its checks in order, rather than a pipe through a transform into a second string:
  // a third of the zod objects to build at each cold start, with the same outcome. `abort` keeps the refusal
  // the only issue, as it was when the pipe stopped there; the trim rewrites the value the length checks see.
  const schema = z.string().check(
    z.refine((value) => !controls.test(value) && !bidiControls.test(value) && !loneSurrogate.test(value), {
      message: textRefusedMessage,
      abort: true,
    }),
    z.trim(),
    z.minLength(min, requiredMessage ?? `En az ${min} karakter olmalı.`),
    z.maxLength(max, `En fazla ${max} karakter olabilir.`),
  );
  // Forms read their limits from the schema they are checked with (a textarea's maxLength, a counter).
  return Object.assign(schema, { minLength: min, maxLength: max });
}
